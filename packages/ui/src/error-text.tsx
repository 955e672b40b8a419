import { useTranslation } from '@storefront/i18n/react';
import { AlertCircleSolidIcon } from './icons/index.js';

/**
 * What an error text should show (spec §2 Other widgets, §8): nothing for an empty text, the
 * generic 'Something was incorrect.' when it carries 'null' or 'undefined' (a broken server or
 * interpolation), else the text itself.
 */
export function errorTextToShow(
  text: string | null | undefined,
): { kind: 'none' } | { kind: 'generic' } | { kind: 'text'; text: string } {
  if (text === null || text === undefined || text.trim() === '') return { kind: 'none' };
  if (/\b(null|undefined)\b/i.test(text)) return { kind: 'generic' };
  return { kind: 'text', text };
}

export interface ErrorTextProps {
  text: string | null | undefined;
  /** Announce the text as soon as it appears (default true). */
  alert?: boolean;
  className?: string;
}

/** Inline error text in red with an icon, so the meaning does not rest on colour alone. */
export function ErrorText({ text, alert = true, className = '' }: ErrorTextProps) {
  const { t } = useTranslation('errors');
  const shown = errorTextToShow(text);
  if (shown.kind === 'none') return null;
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={`flex items-start gap-2 text-sm font-medium text-danger ${className}`}
    >
      <AlertCircleSolidIcon className="mt-px size-4 shrink-0" />
      <span>{shown.kind === 'generic' ? t('somethingIncorrect') : shown.text}</span>
    </p>
  );
}
