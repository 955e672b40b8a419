import type { Meta, StoryObj } from '@storybook/react-vite';
import { fils, searchMenu, type MenuCategory } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { CategoryChips } from './category-chips.js';
import { MenuItemCard } from './menu-item-card.js';
import { MenuSearch, MenuSearchNoResults } from './menu-search.js';
import { categorySectionId, useScrollSpy } from './use-scroll-spy.js';

const meta = { title: 'Storefront/Category chips' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Text = { readonly en: string; readonly ar: string };
const MENU: readonly { id: string; name: Text; items: readonly [Text, number, string][] }[] = [
  {
    id: 'breakfast',
    name: { en: 'Breakfast', ar: 'الفطور' },
    items: [
      [{ en: 'Foul Medammas', ar: 'فول مدمس' }, 1800, '#C98B4B'],
      [{ en: 'Hummus Fatteh', ar: 'فتة حمص' }, 2400, '#E8D3A9'],
      [{ en: 'Shakshuka', ar: 'شكشوكة' }, 2600, '#C0392B'],
    ],
  },
  {
    id: 'manakish',
    name: { en: 'Manakish', ar: 'المناقيش' },
    items: [
      [{ en: "Za'atar Manousheh", ar: 'منقوشة زعتر' }, 900, '#D9A55B'],
      [{ en: 'Akkawi Cheese Manousheh', ar: 'منقوشة جبنة عكاوي' }, 1400, '#F2D27A'],
      [{ en: 'Lahm Bi Ajeen', ar: 'لحم بعجين' }, 1600, '#A0522D'],
    ],
  },
  {
    id: 'saj',
    name: { en: 'Saj Wraps', ar: 'ساندويشات الصاج' },
    items: [
      [{ en: 'Chicken Shawarma Saj', ar: 'صاج شاورما دجاج' }, 1900, '#E2C08D'],
      [{ en: 'Falafel Saj', ar: 'صاج فلافل' }, 1500, '#8C6A3B'],
    ],
  },
  {
    id: 'grills',
    name: { en: 'Grills', ar: 'المشاوي' },
    items: [
      [{ en: 'Shish Tawook Plate', ar: 'صحن شيش طاووق' }, 3800, '#E0A458'],
      [{ en: 'Mixed Grill', ar: 'مشاوي مشكلة' }, 6500, '#7B3F1D'],
    ],
  },
  {
    id: 'mezze',
    name: { en: 'Mezze', ar: 'المازة' },
    items: [
      [{ en: 'Hummus', ar: 'حمص' }, 1600, '#E8D3A9'],
      [{ en: 'Moutabal', ar: 'متبل' }, 1700, '#B9A58A'],
    ],
  },
  {
    id: 'desserts',
    name: { en: 'Desserts', ar: 'الحلويات' },
    items: [
      [{ en: 'Knafeh Nabulsieh', ar: 'كنافة نابلسية' }, 2200, '#E67E22'],
      [{ en: 'Baklava (6 pieces)', ar: 'بقلاوة (6 قطع)' }, 1800, '#C9A227'],
    ],
  },
  {
    id: 'drinks',
    name: { en: 'Drinks', ar: 'المشروبات' },
    items: [
      [{ en: 'Fresh Lemon Mint', ar: 'ليمون بالنعناع' }, 1500, '#9ACD32'],
      [{ en: 'Karak Chai', ar: 'شاي كرك' }, 600, '#C68E4E'],
    ],
  },
];

function picture(food: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#F3EBDD"/><circle cx="300" cy="300" r="225" fill="#fff"/><circle cx="300" cy="300" r="160" fill="${food}"/></svg>`,
  )}`;
}

function Menu() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const [query, setQuery] = useState('');
  const categories: (MenuCategory & { id: string })[] = MENU.map((category) => ({
    id: category.id,
    categoryId: { _id: category.id, baseLanguage: { name: category.name[language] } },
    items: category.items.map(([title, price, colour], index) => ({
      itemId: {
        _id: `${category.id}-${index}`,
        price: fils(price),
        itemImageURLs: [picture(colour)],
        baseLanguage: { title: title[language] },
        modifierGroups: [],
      },
    })),
  }));
  const shown = searchMenu(categories, query);
  const active = useScrollSpy(shown.map((category) => category.id));
  const searching = query.trim() !== '';
  return (
    <div className="pb-[60vh]">
      <MenuSearch value={query} onChange={setQuery} />
      {!searching && (
        <CategoryChips
          categories={categories.map((category) => ({
            id: category.id,
            name: category.categoryId.baseLanguage.name,
          }))}
          activeId={active}
        />
      )}
      {shown.length === 0 && <MenuSearchNoResults term={query} />}
      {shown.map((category) => (
        <section
          key={category.id}
          id={categorySectionId(category.id)}
          aria-labelledby={`${categorySectionId(category.id)}-title`}
          className="px-4 pt-6"
        >
          <h2 id={`${categorySectionId(category.id)}-title`} className="mb-3 text-xl font-bold">
            {category.categoryId.baseLanguage.name}
          </h2>
          <div className="flex flex-col gap-3">
            {category.items.map(({ itemId: item }) => (
              <MenuItemCard
                key={item._id}
                title={item.baseLanguage.title}
                imageUrl={item.itemImageURLs?.[0]}
                price={item.price}
                onSelect={() => undefined}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The menu frame: sticky search, chips (hidden while searching) that follow the section in view
 * and jump to a category with a 120 px offset. Scroll the page or tap a chip.
 */
export const InMenu: Story = { render: () => <Menu /> };
