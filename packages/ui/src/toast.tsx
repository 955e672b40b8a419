import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
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

/** The toasts' look, loaded with the first toast (no page's first paint carries it). */
const ToastList = lazy(() => import('./toast-view.js').then((module) => ({ default: module.ToastList })));

export interface ToastProviderProps {
  children?: ReactNode;
  /** Toasts to show at once (a message carried over a redirect). */
  initial?: readonly ToastOptions[];
}

/**
 * Toasts at the top centre (spec §8 'Please select a slot' top-centre toast, §9 4000 ms):
 * information and success in a polite live region that stays in the page, errors each an alert.
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
    list.length > 0 && (
      <Suspense fallback={null}>
        <ToastList toasts={list} onDismiss={dismiss} />
      </Suspense>
    );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-3 z-[70] mx-auto flex w-full max-w-panel flex-col gap-2 px-3">
        {/* An empty region is no 'status' or 'alert' of the page: information is said through a
            polite live region that is always there; each error toast is an alert as it appears. */}
        <div aria-live="polite" className="flex flex-col gap-2">
          {render(toasts.filter((toast) => toast.tone !== 'error'))}
        </div>
        <div className="flex flex-col gap-2">{render(toasts.filter((toast) => toast.tone === 'error'))}</div>
      </div>
    </ToastContext.Provider>
  );
}
