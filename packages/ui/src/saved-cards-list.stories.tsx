import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NEW_CARD, SavedCardsList, type SavedCard } from './saved-cards-list.js';

const meta = {
  title: 'Checkout/Saved cards list',
  component: SavedCardsList,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedCardsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards: SavedCard[] = [
  { id: 'card-1', brand: 'Visa', last4: '4242', expiryMonth: 8, expiryYear: 2027 },
  { id: 'card-2', brand: 'Mastercard', last4: '5100', expiryMonth: 1, expiryYear: 2026 },
  { id: 'card-3', brand: 'American Express', last4: '0005', expiryMonth: 11, expiryYear: 2028 },
];

function Stateful({ initial, list }: { initial: string | null; list: SavedCard[] }) {
  const [selected, setSelected] = useState(initial);
  return <SavedCardsList cards={list} selectedId={selected} onSelect={setSelected} />;
}

const base = { cards, selectedId: null, onSelect: () => undefined };

/** Three saved cards, the Visa chosen. */
export const SavedCardChosen: Story = {
  args: base,
  render: () => <Stateful initial="card-1" list={cards} />,
};

/** No saved cards yet: only 'Add new card', chosen. */
export const NoSavedCards: Story = { args: base, render: () => <Stateful initial={NEW_CARD} list={[]} /> };
