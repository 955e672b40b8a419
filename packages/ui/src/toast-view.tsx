import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon } from './icons/index.js';
import { TOAST_DURATION_MS, type ToastItem, type ToastTone } from './toast.js';

const TONES: Record<ToastTone, string> = {
  info: 'bg-ink text-white',
  success: 'bg-success text-white',
  error: 'bg-danger text-white',
};

const TONE_ICONS = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoCircleIcon } as const;

function ToneIcon({ tone }: { tone: ToastTone }) {
  const Drawn = TONE_ICONS[tone];
  return <Drawn className="mt-0.5 size-5 shrink-0" />;
}

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  onDismiss: () => void;
  /** Milliseconds before `onDismiss`; 0 never. Paused while hovered or focused. */
  duration?: number;
}

/** One toast: icon, text and a close button. Place it inside a {@link ToastProvider} region. */
/** One toast: icon, text and a close button, inside a {@link ToastList}. */
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
      role={tone === 'error' ? 'alert' : undefined}
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

/** The toasts of one region (status or alert), oldest first. */
export function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
}) {
  return toasts.map((toast) => (
    <Toast
      key={toast.id}
      message={toast.message}
      tone={toast.tone}
      duration={toast.duration}
      onDismiss={() => onDismiss(toast.id)}
    />
  ));
}
