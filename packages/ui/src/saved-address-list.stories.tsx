import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SavedAddressList, type SavedAddress } from './saved-address-list.js';

const meta = {
  title: 'Checkout/Saved address list',
  component: SavedAddressList,
} satisfies Meta<typeof SavedAddressList>;
export default meta;
type Story = StoryObj<typeof meta>;

const addresses: SavedAddress[] = [
  {
    _id: 'a-office',
    addressType: 'Office',
    address: 'Cluster X, Jumeirah Bay Tower 3, JLT',
    building: 'JBT 3',
    floor: '21',
    appartmentNo: '2104',
    areaLine: 'Jumeirah Lake Towers, Dubai',
  },
  {
    _id: 'a-home',
    addressType: 'Home',
    address: 'Villa 14, Street 23b, next to Mercato Mall',
    areaLine: 'Jumeirah 1, Dubai',
  },
  {
    _id: 'a-other',
    addressType: 'Other',
    address: "Mum's flat, Al Waleed Building, Karama",
    floor: '3',
    appartmentNo: '305',
    areaLine: 'Al Karama, Dubai',
  },
];

function Stateful({ initial }: { initial: SavedAddress[] }) {
  const [list, setList] = useState(initial);
  const [selected, setSelected] = useState<string | null>('a-home');
  return (
    <SavedAddressList
      addresses={list}
      selectedId={selected}
      onSelect={(address) => setSelected(address._id)}
      onDelete={(address) => setList((current) => current.filter((item) => item._id !== address._id))}
      onAddNew={() => undefined}
    />
  );
}

const base = {
  addresses,
  selectedId: 'a-home',
  onSelect: () => undefined,
  onDelete: () => undefined,
  onAddNew: () => undefined,
};

/** Home selected (listed first with a tick); the others can be deleted after confirming. */
export const ThreeAddresses: Story = { args: base, render: () => <Stateful initial={addresses} /> };

/** One address only: nothing to delete. */
export const OnlyOne: Story = { args: { ...base, addresses: addresses.slice(1, 2) } };
