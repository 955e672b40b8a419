import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Fils } from '@storefront/core';
import { useState } from 'react';
import { LoyaltyCard } from './loyalty-card.js';

const meta = {
  title: 'Checkout/Loyalty card',
  component: LoyaltyCard,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoyaltyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: { balance: number; redeemable: number; initial: boolean; cashback?: number }) {
  const [checked, setChecked] = useState(props.initial);
  return (
    <LoyaltyCard
      balance={props.balance as Fils}
      redeemable={props.redeemable as Fils}
      checked={checked}
      onChange={setChecked}
      maxPerOrder={2500 as Fils}
      {...(props.cashback ? { cashback: props.cashback as Fils } : {})}
    />
  );
}

const base = { balance: 0 as Fils, checked: false, onChange: () => undefined };

/** AED 42.75 in the Zaatar House wallet; this order may use AED 25.00 of it. */
export const Available: Story = {
  args: base,
  render: () => <Stateful balance={4275} redeemable={2500} initial={false} cashback={340} />,
};

/** Credits switched on for this order. */
export const InUse: Story = {
  args: base,
  render: () => <Stateful balance={4275} redeemable={2500} initial />,
};

/** Empty wallet: the switch is disabled. */
export const EmptyWallet: Story = {
  args: base,
  render: () => <Stateful balance={0} redeemable={0} initial={false} />,
};
