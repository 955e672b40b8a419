import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';

export interface SavedCard {
  id: string;
  /** Card scheme as the gateway names it: 'Visa', 'Mastercard', 'American Express'. */
  brand: string;
  last4: string;
  expiryMonth: number;
  /** Four-digit year. */
  expiryYear: number;
}

/** Value of the 'Add new card' option (spec §9 default payment type 'new_card'). */
export const NEW_CARD = 'new_card';

export interface SavedCardsListProps {
  cards: readonly SavedCard[];
  /** A card id, {@link NEW_CARD}, or null when nothing is chosen. */
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** 'MM/YY' of a card expiry. */
export function cardExpiry(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>): {
  month: string;
  year: string;
} {
  return {
    month: String(card.expiryMonth).padStart(2, '0'),
    year: String(card.expiryYear % 100).padStart(2, '0'),
  };
}

function CardMark({ brand }: { brand: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-8 w-12 shrink-0 items-center justify-center rounded-md border border-line bg-canvas text-[0.65rem] font-bold uppercase tracking-wide text-ink"
    >
      {brand.slice(0, 4)}
    </span>
  );
}

const OPTION =
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 hover:bg-canvas has-[:checked]:border-2 has-[:checked]:border-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1d4ed8]';

function Dot({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${checked ? 'border-brand' : 'border-muted'}`}
    >
      {checked && <span className="size-2.5 rounded-full bg-brand" />}
    </span>
  );
}

/**
 * Saved cards at checkout (spec §2 Checkout, §5 Minimums): scheme, •••• last four, expiry, and an
 * 'Add new card' option, as one radio group.
 */
export function SavedCardsList({ cards, selectedId, onSelect }: SavedCardsListProps) {
  const { t } = useTranslation('checkout');
  const name = useId();

  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold">{t('payment.savedCards')}</legend>
      <ul className="space-y-2">
        {cards.map((card) => {
          const checked = card.id === selectedId;
          const { month, year } = cardExpiry(card);
          return (
            <li key={card.id}>
              <label className={OPTION}>
                <input
                  type="radio"
                  name={name}
                  value={card.id}
                  checked={checked}
                  onChange={() => onSelect(card.id)}
                  className="sr-only"
                />
                <CardMark brand={card.brand} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-base font-medium">
                    {card.brand}{' '}
                    <span className="sr-only">{t('payment.cardEnding', { last4: card.last4 })}</span>
                    <span aria-hidden="true" dir="ltr" className="tabular-nums">
                      •••• {card.last4}
                    </span>
                  </span>
                  <span className="text-sm text-muted">{t('payment.expires', { month, year })}</span>
                </span>
                <Dot checked={checked} />
              </label>
            </li>
          );
        })}
        <li>
          <label className={OPTION}>
            <input
              type="radio"
              name={name}
              value={NEW_CARD}
              checked={selectedId === NEW_CARD}
              onChange={() => onSelect(NEW_CARD)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="flex h-8 w-12 shrink-0 items-center justify-center rounded-md border border-dashed border-muted text-xl text-ink"
            >
              +
            </span>
            <span className="flex-1 text-base font-medium">{t('payment.addNewCard')}</span>
            <Dot checked={selectedId === NEW_CARD} />
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
