import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Fils, Percent } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { OrderSummary, type OrderSummaryProps } from './order-summary.js';

const meta = { title: 'Checkout/Order summary' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fils = (value: number) => value as Fils;

function delivery(ar: boolean): OrderSummaryProps {
  return {
    orderNumber: 'ZH-7K3Q9PXA',
    storeName: ar ? 'بيت الزعتر - جميرا' : 'Zaatar House Jumeirah',
    serviceType: 'DELIVERY',
    scheduled: null,
    lines: [
      { key: 'fatteh', title: ar ? 'فتة حمص' : 'Hummus Fatteh', quantity: 2, lineTotal: fils(4800) },
      {
        key: 'shakshuka',
        title: ar ? 'شكشوكة' : 'Shakshuka',
        quantity: 1,
        lineTotal: fils(2700),
        options: [ar ? 'قمح كامل' : 'Whole wheat'],
      },
    ],
    totals: {
      itemsTotal: fils(7500),
      discount: fils(1500),
      deliveryFee: fils(700),
      taxRate: 5 as Percent,
      taxAmount: fils(335),
      total: fils(7035),
    },
  };
}

function pickupLater(ar: boolean): OrderSummaryProps {
  return {
    storeName: ar ? 'بيت الزعتر - دبي مارينا' : 'Zaatar House Dubai Marina',
    serviceType: 'PICKUP',
    scheduled: ar
      ? { day: 'السبت، 14 مارس 2026', time: '12:00 م - 12:30 م' }
      : { day: 'Saturday, 14 Mar 2026', time: '12:00 PM - 12:30 PM' },
    lines: [
      { key: 'zaatar', title: ar ? 'منقوشة زعتر' : "Za'atar Manousheh", quantity: 3, lineTotal: fils(2700) },
    ],
    totals: { itemsTotal: fils(2700), taxRate: 5 as Percent, taxAmount: fils(135), total: fils(2835) },
  };
}

function Summary({ of }: { of: (ar: boolean) => OrderSummaryProps }) {
  const { i18n } = useTranslation();
  return (
    <div className="p-4">
      <OrderSummary {...of(i18n.language === 'ar')} />
    </div>
  );
}

/** Delivery as soon as possible: two lines (one with an option), a discount, the fee and VAT. */
export const DeliveryAsap: Story = { render: () => <Summary of={delivery} /> };

/** A pickup pre-order for a later slot, without the order number (the page already shows it). */
export const PickupPreOrder: Story = { render: () => <Summary of={pickupLater} /> };
