import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Discount, Fils, Percent } from '@storefront/core';
import { CouponStrip } from './coupon-strip.js';

const meta = {
  title: 'Storefront/Coupon strip',
  component: CouponStrip,
} satisfies Meta<typeof CouponStrip>;
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

const offers: Discount[] = [
  {
    ...common,
    _id: 'd-welcome',
    discountCode: 'WELCOME20',
    discountName: 'Welcome to Zaatar House',
    discountType: 'percentage',
    discountAmount: 20 as Percent,
    maximumDiscountValue: 2500 as Fils,
    minOrderValue: 3000 as Fils,
    perCustomerUse: 1,
  },
  {
    ...common,
    _id: 'd-breakfast',
    discountCode: 'FATOOR10',
    discountName: 'Breakfast bakery deal',
    discountType: 'fixed',
    discountAmount: 1000 as Fils,
    minOrderValue: 5000 as Fils,
    perCustomerUse: 5,
  },
];

/** Two offers: 20% off with a minimum and one use, AED 10 off up to five uses. With no listed coupons the strip renders nothing. */
export const Offers: Story = { args: { discounts: offers, onOpen: () => undefined } };
