import type { Schemas } from '@storefront/api';
import { listedDiscounts, saleBadgeDiscount, type Discount } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { MenuItemCard } from '@storefront/ui/menu-item-card';
import { useId } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useBrandDiscounts } from '../data/use-brand-discounts.js';
import { useRecommendedItems } from '../data/use-recommended-items.js';
import { useAppRoutes } from '../app-kit/routes.js';

/**
 * 'Recommended for you' under the basket lines: the store's suggestions next to the last basket
 * item, as the menu shows them (price, sale badge, picture), each opening its item page. Nothing
 * renders when there is nothing to recommend.
 */
export function BasketRecommendations({ storeId }: { storeId: string }) {
  const { t } = useTranslation('store');
  const items = useRecommendedItems();
  const { discounts } = useBrandDiscounts();
  const headingId = useId();
  if (items.length === 0) return null;
  const listed = listedDiscounts(discounts);
  return (
    <section aria-labelledby={headingId} className="border-t border-line px-4 py-3">
      <h2 id={headingId} className="py-2 text-lg font-bold">
        {t('menu.recommended')}
      </h2>
      {/* Cards side by side without list semantics: the basket's own lines are the page's list. */}
      <div className="flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:none]">
        {items.map((item) => (
          <div key={item._id} className="w-72 shrink-0 snap-start">
            <RecommendedItem item={item} sale={saleBadgeDiscount(listed, { itemId: item._id, storeId })} />
          </div>
        ))}
      </div>
    </section>
  );
}

function RecommendedItem({ item, sale }: { item: Schemas['Item']; sale: Discount | null }) {
  const routes = useAppRoutes();
  const { brand } = useStorefront();
  const { pick } = useLocalised();
  const navigate = useNavigate();
  const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
  const path = routes.item(item._id, item.categoryId, brandBased);
  const href = useHref(path);
  return (
    <MenuItemCard
      title={pick({ en: item.baseLanguage.title, ar: item.translations.ar.title })}
      description={pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
      imageUrl={item.images[0]?.url}
      price={item.price}
      saleDiscount={sale}
      href={href}
      onSelect={() => void navigate(path)}
    />
  );
}
