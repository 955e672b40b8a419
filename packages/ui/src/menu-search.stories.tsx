import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MenuSearch, MenuSearchNoResults } from './menu-search.js';

const meta = { title: 'Storefront/Menu search' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Search({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MenuSearch value={value} onChange={setValue} />
      {value.trim() !== '' && <MenuSearchNoResults term={value} />}
    </>
  );
}

/** Empty field: placeholder 'Search for menu items'. */
export const Empty: Story = { render: () => <Search initial="" /> };

/** A term with no match: the clear button and "We didn't find any results for". */
export const NoResults: Story = { render: () => <Search initial="sushi" /> };
