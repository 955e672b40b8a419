import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentOption, ServiceType } from '@storefront/core';
import { useState } from 'react';
import { PaymentMethodList } from './payment-method-list.js';
import { SavedCardsList, type SavedCard } from './saved-cards-list.js';

const meta = {
  title: 'Checkout/Payment method list',
  component: PaymentMethodList,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Zaatar House Jumeirah's options in the store's order: card comes first in the list anyway. */
const options: PaymentOption[] = [
  { _id: 'cash', paymentType: 'CASH' },
  { _id: 'machine', paymentType: 'CARD_MACHINE' },
  { _id: 'later', paymentType: 'PAY_LATER' },
  { _id: 'card', paymentType: 'CREDIT_CARD' },
];

const cards: SavedCard[] = [
  { id: 'card-1', brand: 'Visa', last4: '4242', expiryMonth: 8, expiryYear: 2027 },
  { id: 'card-2', brand: 'Mastercard', last4: '5100', expiryMonth: 1, expiryYear: 2026 },
];

function Stateful({
  serviceType,
  initial,
  error,
}: {
  serviceType: ServiceType;
  initial: string | null;
  error?: string;
}) {
  const [selected, setSelected] = useState<string | null>(initial);
  const [card, setCard] = useState<string | null>('card-1');
  return (
    <PaymentMethodList
      options={options}
      serviceType={serviceType}
      selectedId={selected}
      onSelect={(option) => setSelected(option._id)}
      error={error ?? null}
      renderDetails={(option) =>
        option.paymentType === 'CREDIT_CARD' ? (
          <SavedCardsList cards={cards} selectedId={card} onSelect={setCard} />
        ) : null
      }
    />
  );
}

const base = { options, serviceType: 'DELIVERY' as const, selectedId: null, onSelect: () => undefined };

/** Delivery: pay-later hidden, card chosen with the saved cards under it. */
export const DeliveryCard: Story = {
  args: base,
  render: () => <Stateful serviceType="DELIVERY" initial="card" />,
};

/** Dine-in: pay-later listed; nothing chosen yet, with the checkout error. */
export const DineInNotChosen: Story = {
  args: base,
  render: () => <Stateful serviceType="DINE_IN" initial={null} error="Please choose a payment method" />,
};
