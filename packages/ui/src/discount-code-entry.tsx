import type { Fils } from '@storefront/core';
import { type CoreMessageLike, coreMessage, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './button.js';
import { CheckIcon, ChevronIcon, TagIcon } from './icons/index.js';
import { errorTextToShow } from './error-text.js';
import { Modal } from './modal.js';
import { Money } from './money.js';

export interface DiscountCodeEntryProps {
  /** The applied code, or null when none is applied. */
  appliedCode: string | null;
  /** Basket total before the discount: struck through once a code is applied. */
  originalTotal: Fils;
  /** Basket total after the discount. */
  discountedTotal?: Fils;
  /** Called with the trimmed code; the caller validates it (core `applyDiscount`). */
  onApply: (code: string) => void;
  onRemove: () => void;
  /**
   * Why the last code was refused, shown under the field inside the sheet and announced: a core
   * error, or a text already in the page language (e.g. the server's message). Hidden as soon as
   * the code is edited.
   */
  error?: CoreMessageLike | string | null;
  /** Called as the customer edits the code, e.g. to forget the last refusal. */
  onCodeChange?: (code: string) => void;
  /** The code is being checked. */
  validating?: boolean;
  /** For 'applies only to specific items': opens the applicable-items list. */
  onViewItems?: () => void;
  /** Start with the entry open (restoring state, stories). */
  defaultOpen?: boolean;
  /** Code typed earlier. */
  defaultCode?: string;
}

/** The code to send: surrounding spaces removed (spec §5 "Code input trimmed"). */
export function cleanDiscountCode(text: string): string {
  return text.trim();
}

/**
 * The refusal as text: a core error through the catalogue, a text as it is ('Something was
 * incorrect.' when it carries null or undefined, as error texts do).
 */
function refusalText(
  error: CoreMessageLike | string | null | undefined,
  t: Parameters<typeof coreMessage>[1],
): string | null {
  if (error === null || error === undefined) return null;
  if (typeof error !== 'string') return coreMessage(error, t);
  const shown = errorTextToShow(error);
  if (shown.kind === 'none') return null;
  return shown.kind === 'generic' ? t('errors:somethingIncorrect') : shown.text;
}

/**
 * Discount code button and entry (spec §2 Checkout and Modals, §5 Discount display): a button
 * opens a sheet with the code field; the refusal reason shows under the field, inside the sheet,
 * until the code is edited; once applied the button row shows the code and the original total
 * struck through next to the new total.
 */
export function DiscountCodeEntry({
  appliedCode,
  originalTotal,
  discountedTotal,
  onApply,
  onRemove,
  error,
  onCodeChange,
  validating = false,
  onViewItems,
  defaultOpen = false,
  defaultCode = '',
}: DiscountCodeEntryProps) {
  const { t, i18n } = useTranslation(['checkout', 'common', 'errors']);
  const language = languageOf(i18n.language);
  const inputId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [code, setCode] = useState(defaultCode);
  // A refusal speaks of the code that was sent: once the code is edited it no longer applies.
  const [edited, setEdited] = useState(false);
  const showEntry = open && !appliedCode;
  const errorText = edited ? null : refusalText(error, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanDiscountCode(code);
    if (clean === '' || validating) return;
    setCode(clean);
    setEdited(false);
    onApply(clean);
  };

  if (appliedCode) {
    return (
      <section
        aria-label={t('checkout:discount.applied')}
        className="flex items-center gap-3 rounded-2xl border border-success bg-surface p-4"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success text-white"
        >
          <CheckIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {t('checkout:discount.appliedCode', { code: appliedCode })}
          </p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-muted">{t('checkout:totals.total')}</span>
            <del className="text-muted">
              <Money fils={originalTotal} language={language} />
            </del>
            {discountedTotal !== undefined && (
              <ins className="font-semibold text-ink no-underline">
                <Money fils={discountedTotal} language={language} />
              </ins>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          className="shrink-0 px-3 underline underline-offset-4"
          onClick={() => {
            setOpen(false);
            setCode('');
            onRemove();
          }}
        >
          {t('checkout:discount.remove')}
        </Button>
      </section>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-dashed border-muted bg-surface px-4 py-3 text-start text-base font-semibold text-ink hover:bg-canvas"
      >
        <span aria-hidden="true" className="text-xl">
          <TagIcon className="size-6" />
        </span>
        <span className="flex-1">{t('checkout:discount.button')}</span>
        <span aria-hidden="true" className="text-muted rtl:rotate-180">
          <ChevronIcon direction="right" className="size-5" />
        </span>
      </button>

      <Modal
        open={showEntry}
        variant="sheet"
        title={t('checkout:discount.title')}
        onClose={() => setOpen(false)}
        closeLabel={t('common:actions.close')}
      >
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {t('checkout:discount.title')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setEdited(true);
                onCodeChange?.(event.target.value);
              }}
              placeholder={t('checkout:discount.placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={errorText ? errorId : undefined}
              className={`min-h-11 w-full min-w-0 rounded-xl border bg-surface px-3 text-base uppercase text-ink placeholder:normal-case placeholder:text-muted ${errorText ? 'border-danger' : 'border-line'}`}
            />
            <Button
              type="submit"
              className="shrink-0"
              loading={validating}
              disabled={cleanDiscountCode(code) === ''}
            >
              {t('checkout:discount.apply')}
            </Button>
          </div>
          <div aria-live="polite">
            {validating && <p className="mt-2 text-sm text-muted">{t('checkout:discount.validating')}</p>}
          </div>
          {errorText && (
            <div id={errorId} role="alert" className="mt-2 text-sm text-danger">
              <p className="flex items-start gap-1">
                <span aria-hidden="true" className="font-bold">
                  !
                </span>
                {errorText}
              </p>
            </div>
          )}
          {errorText && onViewItems && (
            <Button variant="secondary" block className="mt-3" onClick={onViewItems}>
              {t('checkout:discount.viewItems')}
            </Button>
          )}
        </form>
      </Modal>
    </>
  );
}
