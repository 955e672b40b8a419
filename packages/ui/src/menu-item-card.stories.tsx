import type { Meta, StoryObj } from '@storybook/react-vite';
import { fils, percent, type FixedDiscount, type PercentageDiscount } from '@storefront/core';
import { useState } from 'react';
import { useTranslation } from '@storefront/i18n/react';
import { MenuItemCard } from './menu-item-card.js';

const meta = { title: 'Storefront/Menu item card' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plate drawn in SVG (the demo brand's pictures), so stories need no network. */
function plate(background: string, food: string, topping: string): string {
  const dots = [
    [250, 250],
    [340, 280],
    [280, 350],
    [360, 360],
    [230, 320],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${topping}"/>`)
    .join('');
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${background}"/><circle cx="300" cy="300" r="225" fill="#fff"/><circle cx="300" cy="300" r="185" fill="none" stroke="#E9E2D6" stroke-width="6"/><circle cx="300" cy="300" r="160" fill="${food}"/>${dots}</svg>`,
  )}`;
}

const ramadanOffer: PercentageDiscount = {
  _id: 'disc-ramadan',
  discountCode: 'RAMADAN20',
  discountName: 'Ramadan 20%',
  discountType: 'percentage',
  discountAmount: percent(20),
  maximumDiscountValue: fils(2500),
  minOrderValue: fils(0),
  isApplicableOnAllStores: true,
  isApplicableOnAllItems: true,
  discountAppliedOnSpecificItems: [],
  discountAppliedOnSpecificStores: [],
  serviceType: [],
  discountApplication: 'manual',
  isActive: true,
};

/** AED 2 off with a AED 15 basket: the card says so beside the price. */
const karakOffer: FixedDiscount = {
  ...ramadanOffer,
  _id: 'disc-karak2',
  discountCode: 'KARAK2',
  discountName: 'AED 2 off',
  discountType: 'fixed',
  discountAmount: fils(200),
  maximumDiscountValue: fils(0),
  minOrderValue: fils(1500),
};

const ITEMS = {
  zaatar: {
    en: ["Za'atar Manousheh", 'Stone-baked dough with wild thyme, sumac, sesame and olive oil.'],
    ar: ['منقوشة زعتر', 'عجينة مخبوزة على الحجر مع الزعتر البري والسماق والسمسم وزيت الزيتون.'],
  },
  shawarma: {
    en: ['Chicken Shawarma Saj', 'Marinated chicken, garlic toum, pickles and fries rolled in saj.'],
    ar: ['صاج شاورما دجاج', 'دجاج متبل مع الثومية والمخلل والبطاطا ملفوف بالصاج.'],
  },
  mezze: {
    en: ['Build Your Mezze Box', 'Pick your dips and bites; the price depends on what you choose.'],
    ar: ['صندوق المازة على ذوقك', 'اختر الصلصات والمقبلات؛ السعر حسب اختيارك.'],
  },
  fatayer: {
    en: ['Spinach Fatayer (3 pieces)', 'Triangular pies filled with spinach, onion, sumac and lemon.'],
    ar: ['فطاير سبانخ (3 قطع)', 'فطائر مثلثة محشوة بالسبانخ والبصل والسماق والليمون.'],
  },
} as const;

function Cards({ sale }: { sale: boolean }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const text = (key: keyof typeof ITEMS) => {
    const [title, description] = ITEMS[key][language];
    return { title, description };
  };
  const discount = sale ? ramadanOffer : null;
  return (
    <div className="flex flex-col gap-3 p-4">
      <MenuItemCard
        {...text('zaatar')}
        imageUrl={plate('#F3EBDD', '#D9A55B', '#4F7A28')}
        price={fils(900)}
        saleDiscount={discount}
        onSelect={() => undefined}
      />
      <MenuItemCard
        {...text('shawarma')}
        imageUrl={plate('#F6EEDF', '#E2C08D', '#B5651D')}
        price={fils(1900)}
        saleDiscount={discount}
        onSelect={() => undefined}
      />
      <MenuItemCard
        {...text('mezze')}
        imageUrl={plate('#EEF2E4', '#E8D3A9', '#5B8C32')}
        price={fils(0)}
        onSelect={() => undefined}
      />
      <MenuItemCard
        {...text('fatayer')}
        imageUrl={plate('#EAF0E2', '#3F6B2A', '#C9A227')}
        price={fils(1500)}
        outOfStock
        onSelect={() => undefined}
      />
    </div>
  );
}

/** Regular price, 'Price On Selection' (price 0) and 'Out of stock'. */
export const States: Story = { render: () => <Cards sale={false} /> };

/** A 20 % manual offer: sale badge, discounted price and the struck original. */
export const OnSale: Story = { render: () => <Cards sale /> };

/** A code price with its minimum order and a one-tap 'Apply' that carries the code to checkout. */
function CodeCards() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const [applied, setApplied] = useState<string | null>(null);
  const [title, description] = ITEMS.zaatar[language];
  return (
    <div className="flex flex-col gap-3 p-4">
      <MenuItemCard
        title={title}
        description={description}
        imageUrl={plate('#F3EBDD', '#D9A55B', '#4F7A28')}
        price={fils(900)}
        saleDiscount={ramadanOffer}
        codeApplied={applied === ramadanOffer.discountCode}
        onApplyCode={setApplied}
        onSelect={() => undefined}
      />
      <MenuItemCard
        title={language === 'ar' ? 'شاي كرك' : 'Karak Chai'}
        imageUrl={plate('#F6EEDF', '#C68642', '#FFFFFF')}
        price={fils(300)}
        saleDiscount={karakOffer}
        codeApplied={applied === karakOffer.discountCode}
        onApplyCode={setApplied}
        onSelect={() => undefined}
      />
    </div>
  );
}

/** 'with code …' (and its minimum order), then 'Apply'. */
export const CodePrice: Story = { render: () => <CodeCards /> };
