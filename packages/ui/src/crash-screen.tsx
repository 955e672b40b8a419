import { useTranslation } from '@storefront/i18n/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button.js';
import { AlertTriangleIcon } from './icons/index.js';

export interface CrashScreenProps {
  /** Back to the order flow (store page or home). */
  onBack: () => void;
}

/** Crash screen (spec §2 App shell): what happened and 'Back to order'. */
export function CrashScreen({ onBack }: CrashScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 py-10 text-center"
    >
      <AlertTriangleIcon className="size-24 text-danger" />
      <h1 className="text-2xl font-bold text-ink">{t('appShell.crash.title')}</h1>
      <p className="max-w-80 text-base text-muted">{t('appShell.crash.text')}</p>
      <Button onClick={onBack} className="min-w-40">
        {t('appShell.crash.backToOrder')}
      </Button>
    </div>
  );
}

export interface CrashBoundaryProps {
  children: ReactNode;
  onBack: () => void;
  /** Report the error (spec §8: errors go to the error-reporting service). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Renders {@link CrashScreen} instead of a subtree that threw while rendering; 'Back to order' resets it. */
export class CrashBoundary extends Component<CrashBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <CrashScreen
        onBack={() => {
          this.setState({ crashed: false });
          this.props.onBack();
        }}
      />
    );
  }
}
