import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Fils, type TipChoice, presetTip, type Percent } from '@storefront/core';
import { useState } from 'react';
import { TipSelector } from './tip-selector.js';

const meta = {
  title: 'Checkout/Tip selector',
  component: TipSelector,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TipSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: { initial: TipChoice | null; initialCustomText?: string }) {
  const [tip, setTip] = useState<TipChoice | null>(props.initial);
  return (
    <TipSelector
      itemsTotal={9450 as Fils}
      value={tip}
      onChange={setTip}
      {...(props.initialCustomText !== undefined ? { initialCustomText: props.initialCustomText } : {})}
    />
  );
}

const base = { itemsTotal: 9450 as Fils, value: null, onChange: () => undefined };

/** Dine-in bill of AED 94.50 at Zaatar House with the 10 % preset chosen. */
export const TenPercent: Story = {
  args: base,
  render: () => <Stateful initial={presetTip(10 as Percent)} />,
};

/** A custom tip of AED 12.50. */
export const CustomAmount: Story = {
  args: base,
  render: () => <Stateful initial={{ type: 'custom', value: 1250 as Fils, unit: 'fixed' }} />,
};

/** A custom tip below the 1 AED minimum shows core's validation message. */
export const CustomTooSmall: Story = {
  args: base,
  render: () => <Stateful initial={null} initialCustomText="0.50" />,
};
