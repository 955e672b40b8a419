import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Escape and a tap on the overlay close it; some spec modals turn this off. */
  dismissible?: boolean;
  /** Label of the close button (translated by the caller); no button when omitted. */
  closeLabel?: string;
  /** `sheet` slides from the bottom on phones (pickers, lists); `dialog` is centred. */
  variant?: 'dialog' | 'sheet';
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog and bottom sheet (spec section 2 "Modal behaviour"): max width 460 px, the page
 * behind frozen while open, focus kept inside and given back on close, Escape and overlay close
 * unless `dismissible` is false.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  dismissible = true,
  closeLabel,
  variant = 'dialog',
  footer,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Named by purpose: Preact's useId can give two components the same id after a re-render (a
  // language switch), which once named the area sheet after a menu card's description.
  const titleId = `${useId()}-title`;
  // The latest onClose without re-running the effect: callers pass inline functions, and a
  // re-run would move focus back to the first control on every render of the page behind.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // A layout effect: Escape and the focus trap are in place before the dialog is painted, so a key
  // pressed the moment it shows is never lost (a plain effect runs after the paint: a fast Escape
  // once left the dialog open).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        close.current();
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return (
    <div
      role="presentation"
      className={`fixed inset-0 z-50 flex justify-center bg-black/50 ${variant === 'sheet' ? 'items-end' : 'items-center p-4'}`}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[90dvh] w-full max-w-panel flex-col bg-surface shadow-xl ${variant === 'sheet' ? 'rounded-t-2xl' : 'rounded-2xl'}`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="inline-flex size-11 items-center justify-center rounded-full text-2xl leading-none hover:bg-canvas"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-4 py-4">{children}</div>
        {footer && <div className="border-t border-line px-4 py-3">{footer}</div>}
      </div>
    </div>
  );
}
