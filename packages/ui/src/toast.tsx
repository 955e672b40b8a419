import { useTranslation } from '@storefront/i18n/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** How long a toast stays (spec §9 "notifications 4000 ms"). */
export const TOAST_DURATION_MS = 4000;
/** At most this many toasts at once; the oldest goes first. */
export const TOAST_LIMIT = 3;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it closes; 0 keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

/** The list after adding a toast: newest last, at most `limit`. */
export function withToast(list: readonly ToastItem[], toast: ToastItem, limit = TOAST_LIMIT): ToastItem[] {
  return [...list, toast].slice(-limit);
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions | string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

const TONES: Record<ToastTone, string> = {
  info: 'bg-ink text-white',
  success: 'bg-success text-white',
  error: 'bg-danger text-white',
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {tone === 'success' && <path d="M5 12.5l4.5 4.5L19 7.5" />}
      {tone === 'error' && <path d="M12 7v6M12 17h.01" />}
      {tone === 'info' && <path d="M12 11v6M12 7h.01" />}
      <circle cx="12" cy="12" r="10" strokeWidth="1.8" />
    </svg>
  );
}

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  onDismiss: () => void;
  /** Milliseconds before `onDismiss`; 0 never. Paused while hovered or focused. */
  duration?: number;
}

/** One toast: icon, text and a close button. Place it inside a {@link ToastProvider} region. */
export function Toast({ message, tone = 'info', onDismiss, duration = TOAST_DURATION_MS }: ToastProps) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (paused || duration <= 0) return undefined;
    const timer = window.setTimeout(() => dismiss.current(), duration);
    return () => window.clearTimeout(timer);
  }, [paused, duration]);

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl py-2 ps-4 pe-1 shadow-lg ${TONES[tone]}`}
    >
      <ToneIcon tone={tone} />
      <p className="flex-1 py-0.5 text-base font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('actions.close')}
        className="-my-1 flex size-11 shrink-0 items-center justify-center rounded-full text-xl leading-none hover:bg-white/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Toasts to show at once (a message carried over a redirect). */
  initial?: readonly ToastOptions[];
}

/**
 * Toasts at the top centre (spec §8 'Please select a slot' top-centre toast, §9 4000 ms):
 * information and success in a polite status region, errors in an alert region. Both regions
 * stay in the page so screen readers announce what is added to them.
 */
export function ToastProvider({ children, initial = [] }: ToastProviderProps) {
  const nextId = useRef(initial.length + 1);
  const [toasts, setToasts] = useState<ToastItem[]>(() =>
    initial.map((toast, index) => ({
      id: index + 1,
      message: toast.message,
      tone: toast.tone ?? 'info',
      duration: toast.duration ?? TOAST_DURATION_MS,
    })),
  );

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((toast: ToastOptions | string) => {
    const options = typeof toast === 'string' ? { message: toast } : toast;
    const id = nextId.current++;
    setToasts((list) =>
      withToast(list, {
        id,
        message: options.message,
        tone: options.tone ?? 'info',
        duration: options.duration ?? TOAST_DURATION_MS,
      }),
    );
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const render = (list: ToastItem[]) =>
    list.map((toast) => (
      <Toast
        key={toast.id}
        message={toast.message}
        tone={toast.tone}
        duration={toast.duration}
        onDismiss={() => dismiss(toast.id)}
      />
    ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-3 z-[70] mx-auto flex w-full max-w-panel flex-col gap-2 px-3">
        <div role="status" className="flex flex-col gap-2">
          {render(toasts.filter((toast) => toast.tone !== 'error'))}
        </div>
        <div role="alert" className="flex flex-col gap-2">
          {render(toasts.filter((toast) => toast.tone === 'error'))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
