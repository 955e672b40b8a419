import { useTranslation } from '@storefront/i18n/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { StarIcon } from './icons/index.js';

export type RatingLabel = 'bad' | 'average' | 'excellent';

/** Word for a rating (spec §2): 1 Bad, the top star Excellent, everything between Average. */
export function ratingLabel(value: number, max: number): RatingLabel {
  if (value <= 1) return 'bad';
  if (value >= max) return 'excellent';
  return 'average';
}

/**
 * The rating after a key press in a radio group, or null for other keys. Arrows wrap around;
 * left and right follow the reading direction, so in Arabic the left arrow moves to the next star.
 */
export function ratingAfterKey(
  key: string,
  current: number | null,
  max: number,
  direction: 'ltr' | 'rtl',
): number | null {
  const value = current ?? 0;
  const next = value >= max ? 1 : value + 1;
  const previous = value <= 1 ? max : value - 1;
  switch (key) {
    case 'ArrowUp':
      return next;
    case 'ArrowDown':
      return previous;
    case 'ArrowRight':
      return direction === 'rtl' ? previous : next;
    case 'ArrowLeft':
      return direction === 'rtl' ? next : previous;
    case 'Home':
      return 1;
    case 'End':
      return max;
    default:
      return null;
  }
}

export interface StarRatingProps {
  value: number | null;
  onChange: (value: number) => void;
  /** Number of stars (default 5). */
  max?: number;
  /** Group label; defaults to 'Rate your order'. */
  label?: string;
  /** Shown under the stars (e.g. 'Please select a rating'). */
  error?: string | null;
}

/**
 * Star rating (spec §2 Other widgets): configurable stars, labelled 1 Bad, 2 to 4 Average,
 * 5 Excellent; a radio group with arrow keys (mirrored in Arabic), Home and End.
 */
export function StarRating({ value, onChange, max = 5, label, error }: StarRatingProps) {
  const { t } = useTranslation(['account', 'common']);
  const labelId = useId();
  const errorId = useId();
  const group = useRef<HTMLDivElement>(null);
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  const words = (star: number) => t(`account:feedback.ratingLabels.${ratingLabel(star, max)}`);
  const focusable = value ?? 1;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = ratingAfterKey(event.key, value, max, direction);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    group.current?.querySelector<HTMLElement>(`[data-star="${next}"]`)?.focus();
  };

  return (
    <div>
      <p id={labelId} className="mb-2 text-base font-semibold">
        {label ?? t('account:feedback.title')}
      </p>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="flex items-center gap-1"
      >
        {stars.map((star) => {
          const filled = value !== null && star <= value;
          return (
            <button
              key={star}
              type="button"
              role="radio"
              data-star={star}
              aria-checked={value === star}
              aria-label={`${star} ${words(star)}`}
              tabIndex={star === focusable ? 0 : -1}
              onClick={() => onChange(star)}
              onKeyDown={onKeyDown}
              className="flex size-11 items-center justify-center rounded-full hover:bg-canvas"
            >
              <StarIcon filled={filled} className={`size-8 ${filled ? 'text-brand' : 'text-muted'}`} />
            </button>
          );
        })}
        <span aria-hidden="true" className="ms-2 min-w-20 text-base font-semibold text-ink">
          {value !== null ? words(value) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 flex items-center gap-1 text-sm text-danger">
          <span aria-hidden="true" className="font-bold">
            !
          </span>
          {error}
        </p>
      )}
    </div>
  );
}
