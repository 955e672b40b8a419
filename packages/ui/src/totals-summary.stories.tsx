import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Fils, Percent } from '@storefront/core';
import { TotalsSummary } from './totals-summary.js';

const meta = {
  title: 'Checkout/Totals summary',
  component: TotalsSummary,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TotalsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const fils = (value: number) => value as Fils;

/** Delivery from Zaatar House, Jumeirah: 2 × Zaatar manakish, 1 halloumi wrap, a 10 % code. */
export const DeliveryWithDiscount: Story = {
  args: {
    itemsTotal: fils(6800),
    discount: fils(680),
    deliveryFee: fils(700),
    taxRate: 5 as Percent,
    taxAmount: fils(341),
    total: fils(7161),
  },
};

/** Delivery fee waived above the threshold, loyalty credits used. */
export const FreeDeliveryWithLoyalty: Story = {
  args: {
    itemsTotal: fils(12500),
    loyalty: fils(1500),
    deliveryWaived: true,
    waivedAmount: fils(900),
    taxRate: 5 as Percent,
    taxAmount: fils(550),
    total: fils(11550),
  },
};

/** Dine-in at table 12: a 10 % tip and an earlier pay-later order. */
export const DineInWithTip: Story = {
  args: {
    itemsTotal: fils(9450),
    taxRate: 5 as Percent,
    taxAmount: fils(473),
    tip: fils(945),
    previousOrders: fils(4200),
    total: fils(15068),
  },
};
