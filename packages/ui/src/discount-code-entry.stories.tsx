import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Fils, coreError } from '@storefront/core';
import { useState } from 'react';
import { DiscountCodeEntry } from './discount-code-entry.js';

const meta = {
  title: 'Checkout/Discount code entry',
  component: DiscountCodeEntry,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountCodeEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

const base = {
  appliedCode: null,
  originalTotal: 7840 as Fils,
  onApply: () => undefined,
  onRemove: () => undefined,
};

/** The closed button; 'ZAATAR20' takes 20 % off the AED 78.40 basket, anything else is refused. */
function Interactive() {
  const [applied, setApplied] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  return (
    <DiscountCodeEntry
      appliedCode={applied}
      originalTotal={7840 as Fils}
      discountedTotal={6272 as Fils}
      error={refused ? coreError('couponNotFound') : null}
      onApply={(code) => {
        const known = code.toUpperCase() === 'ZAATAR20';
        setRefused(!known);
        setApplied(known ? code.toUpperCase() : null);
      }}
      onRemove={() => setApplied(null)}
    />
  );
}

export const Closed: Story = { args: base, render: () => <Interactive /> };

/** The entry open with the code refused below the basket minimum. */
export const Refused: Story = {
  args: {
    ...base,
    defaultOpen: true,
    defaultCode: 'WELCOME50',
    error: coreError('minOrderValue', { value: '100.00' }),
  },
};

/** An unknown code: the refusal shows inside the open sheet, under the field, until the code is edited. */
export const UnknownCode: Story = {
  args: {
    ...base,
    defaultOpen: true,
    defaultCode: 'NOSUCHCODE',
    error: coreError('couponNotFound'),
  },
};

/** 'ZAATAR20' applied: the original total struck through next to the new one. */
export const Applied: Story = {
  args: { ...base, appliedCode: 'ZAATAR20', discountedTotal: 6272 as Fils },
};
