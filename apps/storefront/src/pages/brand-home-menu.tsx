/** The brand's own menu on its home (spec sections 4 and 7): categories, the first one chosen. */
import type { MenuItem } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { CategoryChips } from '@storefront/ui/category-chips';
import { MenuItemCard } from '@storefront/ui/menu-item-card';
import { useState } from 'react';
import { useHref } from 'react-router';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useBrandMenu } from '@storefront/features/data/use-brand-menu';

export interface BrandHomeMenuProps {
  /** An item picked: the page starts the service choice and opens the item after it. */
  onPick(path: string): void;
}

export default function BrandHomeMenu({ onPick }: BrandHomeMenuProps) {
  const { t } = useTranslation('store');
  const { pick } = useLocalised();
  const menu = useBrandMenu(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const base = useHref('/store/item/');
  const categories = (menu?.categories ?? []).filter((category) => category.items.length > 0);
  if (categories.length === 0) return null;
  const active = categories.find((category) => category.categoryId._id === chosen) ?? categories[0]!;
  const activeId = active.categoryId._id;
  return (
    <section aria-labelledby="brand-menu-title" className="mt-6 min-w-0">
      <h2 id="brand-menu-title" className="px-4 text-lg font-bold">
        {t('menu.title')}
      </h2>
      <CategoryChips
        categories={categories.map((category) => ({
          id: category.categoryId._id,
          name: pick({
            en: category.categoryId.baseLanguage.name,
            ar: category.categoryId.translations.ar.name,
          }),
        }))}
        activeId={activeId}
        onSelect={setChosen}
      />
      <ul
        className="grid gap-3 px-4 pt-3"
        aria-label={pick({
          en: active.categoryId.baseLanguage.name,
          ar: active.categoryId.translations.ar.name,
        })}
      >
        {active.items.map(({ itemId: item }) => {
          const path = `/store/item/${item._id}/${activeId}`;
          const href = `${base}${item._id}/${activeId}`;
          return (
            <li key={item._id}>
              <MenuItemCard
                title={pick({ en: item.baseLanguage.title, ar: item.translations.ar.title })}
                description={pick({
                  en: item.baseLanguage.description,
                  ar: item.translations.ar.description,
                })}
                imageUrl={item.images[0]?.url}
                price={item.price as MenuItem['price']}
                href={href}
                onSelect={() => onPick(path)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
