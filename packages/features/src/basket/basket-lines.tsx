import type { Schemas } from '@storefront/api';
import { toCoreUnavailableStores } from '@storefront/api/to-core';
import { isOutOfStock, lineTotal, type BasketLine, type UnixSeconds } from '@storefront/core';
import { joinList } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { QuantityStepper } from '@storefront/ui/quantity-stepper';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { Money } from '@storefront/ui/money';

/**
 * Whether the kitchen sold the line's item, or one of its chosen options, out at the store
 * (docs/kitchen.md): the line is flagged with a way to remove it. An item the menu no longer lists
 * is left to the removed-item flow.
 */
export function isSoldOutLine(
  menu: Schemas['StoreMenu'] | undefined,
  storeId: string | null,
  line: Pick<BasketLine, 'itemId' | 'sections'>,
  now: UnixSeconds,
): boolean {
  if (!menu || !storeId) return false;
  const item = menu.storeMenu.categories
    .flatMap((category) => category.items)
    .find((entry) => entry.itemId._id === line.itemId)?.itemId;
  if (!item) return false;
  const gone = (entries: Schemas['UnavailableStore'][] | undefined) =>
    entries !== undefined &&
    isOutOfStock({ unavailableStores: toCoreUnavailableStores(entries) }, storeId, now);
  if (gone(item.unavailableStores)) return true;
  const chosen = new Set(line.sections.flatMap((section) => section.options.map((option) => option._id)));
  return item.modifierGroups.some((group) =>
    group.modifiers.some((modifier) => chosen.has(modifier._id) && gone(modifier.unavailableStores)),
  );
}

/**
 * The basket's lines (basket and checkout): the item's picture, title and chosen options, the
 * line's price, (item price + chosen option prices) × quantity, and a stepper where decreasing a
 * line at 1 removes it. A line the kitchen has just sold out says 'Out of stock' with 'Remove', live.
 */
export function BasketLines() {
  const { t } = useTranslation(['store', 'common']);
  const { basket } = useStorefront();
  const { pick, language } = useLocalised();
  const context = useSelector(basket, (snapshot) => snapshot.context);
  const menu = useStoreMenu(0, { reuse: true });
  const shownMenu = menu.status === 'ready' ? menu.menu : undefined;
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  return (
    <ul className="divide-y divide-line">
      {context.lines.map((line, index) => {
        const title = pick(line.title);
        const soldOut = isSoldOutLine(shownMenu, context.storeId, line, now);
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
                <Money fils={lineTotal(line)} language={language} />
              </p>
              {soldOut && (
                <p className="mt-1 flex flex-wrap items-center gap-2" data-testid="sold-out-line">
                  <span className="rounded-full bg-danger/10 px-2 py-0.5 text-sm font-semibold text-danger">
                    {t('store:item.outOfStock')}
                  </span>
                  <button
                    type="button"
                    className="min-h-11 px-2 font-semibold underline"
                    aria-label={`${t('common:actions.remove')} ${title}`}
                    onClick={() => basket.send({ type: 'basket.setQuantity', index, quantity: 0 })}
                  >
                    {t('common:actions.remove')}
                  </button>
                </p>
              )}
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
