import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Discount, Fils, Percent } from '@storefront/core';
import { DiscountInfoPopup, type DiscountInfoItem } from './discount-info-popup.js';

const meta = {
  title: 'Checkout/Discount info popup',
  component: DiscountInfoPopup,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DiscountInfoPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const common = {
  brandId: 'zaatar-house',
  minOrderValue: 0 as Fils,
  maximumDiscountValue: 0 as Fils,
  isApplicableOnAllStores: true,
  isApplicableOnAllItems: true,
  discountAppliedOnSpecificItems: [],
  discountAppliedOnSpecificStores: [],
  serviceType: [],
  discountApplication: 'manual',
  isActive: true,
} as const;

const welcome: Discount = {
  ...common,
  _id: 'd-welcome',
  discountCode: 'WELCOME25',
  discountName: 'Welcome to Zaatar House',
  discountType: 'percentage',
  discountAmount: 25 as Percent,
  maximumDiscountValue: 3000 as Fils,
  minOrderValue: 4000 as Fils,
  perCustomerUse: 1,
};

const menu: DiscountInfoItem[] = [
  'Zaatar manakish',
  'Cheese manakish',
  'Halloumi wrap',
  'Falafel plate',
  'Chicken shawarma',
  'Fattoush salad',
  'Hummus beiruti',
  'Muhammara',
  'Kunafa',
  'Mint lemonade',
  'Karak chai',
  'Labneh sandwich',
].map((name, index) => ({ _id: `item-${index + 1}`, name }));

const breakfast: Discount = {
  ...common,
  _id: 'd-breakfast',
  discountCode: 'BREAKFAST10',
  discountName: 'Breakfast bakery deal',
  discountType: 'fixed',
  discountAmount: 1000 as Fils,
  isApplicableOnAllItems: false,
  discountAppliedOnSpecificItems: menu.map((item) => ({ itemId: item._id })),
  perCustomerUse: 5,
};

const base = { open: true, onClose: () => undefined };

/** Welcome coupon: 25 % off up to AED 30, once per customer, with confetti (none with reduced motion). */
export const WelcomeCoupon: Story = {
  args: { ...base, discount: welcome, welcome: true, onUse: () => undefined },
};

/** AED 10 off selected bakery items: the applicable-items list shows the first 10 of 12. */
export const SpecificItems: Story = {
  args: { ...base, discount: breakfast, items: menu },
};
