import { lineTotal } from '@storefront/core';
import { formatAed, joinList } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { QuantityStepper } from '@storefront/ui/quantity-stepper';
import { useSelector } from '@xstate/react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';

/**
 * The basket's lines (basket and checkout): the item's picture, title and chosen options, the
 * line's price, (item price + chosen option prices) × quantity, and a stepper where decreasing a
 * line at 1 removes it.
 */
export function BasketLines() {
  const { t } = useTranslation(['store', 'common']);
  const { basket } = useStorefront();
  const { pick, language } = useLocalised();
  const context = useSelector(basket, (snapshot) => snapshot.context);
  return (
    <ul className="divide-y divide-line">
      {context.lines.map((line, index) => {
        const title = pick(line.title);
        return (
          <li key={`${line.itemId}-${index}`} className="flex items-center gap-3 px-4 py-3">
            {line.image ? (
              <img
                src={line.image}
                alt={title}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-xl bg-canvas object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-canvas" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{title}</p>
              {line.optionNames.length > 0 && (
                <p className="text-sm text-muted">
                  {joinList(
                    line.optionNames.map((name) => pick(name)),
                    language,
                  )}
                </p>
              )}
              <p className="mt-1 text-sm font-semibold">
                <bdi>{formatAed(lineTotal(line), language)}</bdi>
              </p>
            </div>
            <QuantityStepper
              min={0}
              value={line.quantity}
              label={title}
              decreaseLabel={`${t('store:item.quantity')} − ${title}`}
              increaseLabel={`${t('store:item.quantity')} + ${title}`}
              onChange={(quantity) => basket.send({ type: 'basket.setQuantity', index, quantity })}
            />
          </li>
        );
      })}
    </ul>
  );
}
