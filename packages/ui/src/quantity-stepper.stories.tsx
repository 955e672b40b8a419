import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper.js';

const meta = { title: 'Storefront/Quantity stepper' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Stepper({ initial, min, max }: { initial: number; min: 0 | 1; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="p-4">
      <QuantityStepper value={value} onChange={setValue} min={min} max={max} />
    </div>
  );
}

/** Item page: never below 1 (minus disabled at 1). */
export const ItemQuantity: Story = { render: () => <Stepper initial={1} min={1} max={20} /> };

/** Basket line: at 1 the minus button becomes 'Remove'. */
export const BasketLine: Story = { render: () => <Stepper initial={1} min={0} /> };

/** At its maximum: plus is disabled. */
export const AtMaximum: Story = { render: () => <Stepper initial={3} min={1} max={3} /> };
