/** The item page's bottom button: add with the line total, choose a place first, or keep shopping. */
import type { Fils } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { BottomBar } from '@storefront/ui/bottom-bar';
import { Button } from '@storefront/ui/button';
import { useLocalised } from '../app-kit/localise.js';

/** What the customer can do with the item now. */
export type ItemActionKind = 'preview' | 'choosePlace' | 'unavailable' | 'add';

export interface ItemActionProps {
  kind: ItemActionKind;
  /** 'Select store' for pickup, 'Select your location' otherwise (no store chosen yet). */
  pickup: boolean;
  quantity: number;
  total: Fils;
  onChoosePlace: () => void;
  onContinueShopping: () => void;
  onAdd: () => void;
}

/**
 * 'Add {quantity} to basket · AED total'; before a store is chosen (a direct link) 'Select your
 * location' / 'Select store'; 'continue shopping' when the item is out of stock or the store
 * cannot take the order; disabled in the preview.
 */
export function ItemAction({
  kind,
  pickup,
  quantity,
  total,
  onChoosePlace,
  onContinueShopping,
  onAdd,
}: ItemActionProps) {
  const { t } = useTranslation('store');
  const { language } = useLocalised();
  return (
    <BottomBar>
      {kind === 'preview' ? (
        <Button block disabled>
          {t('item.previewOnly')}
        </Button>
      ) : kind === 'choosePlace' ? (
        <Button block onClick={onChoosePlace}>
          {pickup ? t('item.selectStore') : t('item.selectLocation')}
        </Button>
      ) : kind === 'unavailable' ? (
        <Button block variant="secondary" onClick={onContinueShopping}>
          {t('item.continueShopping')}
        </Button>
      ) : (
        <Button block onClick={onAdd}>
          <span>{t('item.addToBasket', { quantity })}</span>
          {/* No 'AED 0.00' before a required choice (a platter priced by its size) sets the price. */}
          {total > 0 && (
            <>
              <span aria-hidden="true">·</span>
              <span>{formatAed(total, language)}</span>
            </>
          )}
        </Button>
      )}
    </BottomBar>
  );
}
