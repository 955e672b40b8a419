/** One item of the store page's menu as a card that links to the item page. */
import type { Schemas } from '@storefront/api';
import { toCoreItem } from '@storefront/api/to-core';
import { isOutOfStock, type Discount, type UnixSeconds } from '@storefront/core';
import { MenuItemCard } from '@storefront/ui/menu-item-card';
import { useHref } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { useStorefront } from '../session/storefront-context.js';

export interface MenuItemEntryProps {
  item: Schemas['Item'];
  categoryId: string;
  storeId: string;
  now: UnixSeconds;
  sale: Discount | null;
  appliedCode: string | null;
  onApplyCode: (code: string) => void;
  onOpen: (path: string) => void;
  headingLevel?: 3 | 4;
}

/** A menu card: title, description, picture, price or sale price; out of stock opens nothing. */
export function MenuItemEntry({
  item,
  categoryId,
  storeId,
  now,
  sale,
  appliedCode,
  onApplyCode,
  onOpen,
  headingLevel = 3,
}: MenuItemEntryProps) {
  const routes = useAppRoutes();
  const { brand } = useStorefront();
  const { pick } = useLocalised();
  const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
  const path = routes.item(item._id, categoryId, brandBased);
  const href = useHref(path);
  const coreItem = toCoreItem(item);
  const outOfStock = isOutOfStock(coreItem, storeId, now);
  return (
    <MenuItemCard
      title={pick({ en: item.baseLanguage.title, ar: item.translations.ar.title })}
      description={pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
      imageUrl={item.images[0]?.url}
      price={coreItem.price}
      saleDiscount={sale}
      codeApplied={sale !== null && appliedCode?.toUpperCase() === sale.discountCode.toUpperCase()}
      onApplyCode={onApplyCode}
      outOfStock={outOfStock}
      href={href}
      headingLevel={headingLevel}
      // Out of stock opens nothing (spec section 4 "Item and basket").
      onSelect={() => !outOfStock && onOpen(path)}
    />
  );
}
