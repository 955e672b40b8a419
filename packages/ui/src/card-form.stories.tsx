import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CardForm, emptyCard, type CardFormValue } from './card-form.js';

const meta = {
  title: 'Checkout/Card form',
  component: CardForm,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful({ initial }: { initial: CardFormValue }) {
  const [value, setValue] = useState(initial);
  return <CardForm value={value} onChange={setValue} />;
}

const base = { value: emptyCard, onChange: () => undefined };

/** Empty, as the customer first sees it. */
export const Empty: Story = { args: base, render: () => <Stateful initial={emptyCard} /> };

/** Filled with the sandbox's public test card. */
export const Filled: Story = {
  args: base,
  render: () => (
    <Stateful initial={{ number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }} />
  ),
};
