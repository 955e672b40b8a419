import { useTranslation } from '@storefront/i18n/react';
import { useSelector } from '@xstate/react';
import { useLocalised } from '../localise.js';
import { useStorefront } from '../state/storefront-context.js';

/** The basket's lines with steppers (basket and checkout): decreasing a line at 1 removes it. */
export function BasketLines() {
  const { t } = useTranslation(['store', 'common']);
  const { basket } = useStorefront();
  const { pick } = useLocalised();
  const context = useSelector(basket, (snapshot) => snapshot.context);
  return (
    <ul className="divide-y divide-line">
      {context.lines.map((line, index) => (
        <li key={`${line.itemId}-${index}`} className="flex items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{pick(line.title)}</p>
            {line.optionNames.length > 0 && (
              <p className="text-sm text-muted">{line.optionNames.map((name) => pick(name)).join(', ')}</p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={`${t('store:item.quantity')} − ${pick(line.title)}`}
              onClick={() => basket.send({ type: 'basket.setQuantity', index, quantity: line.quantity - 1 })}
              className="size-11 rounded-full border border-line"
            >
              −
            </button>
            <span aria-live="polite" className="min-w-6 text-center">
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={`${t('store:item.quantity')} + ${pick(line.title)}`}
              onClick={() => basket.send({ type: 'basket.setQuantity', index, quantity: line.quantity + 1 })}
              className="size-11 rounded-full border border-line"
            >
              +
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
