import type { Meta, StoryObj } from '@storybook/react-vite';
import { fils } from '@storefront/core';
import { ViewBasketButton } from './view-basket-button.js';

const meta = { title: 'Storefront/View basket button' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Floating at the bottom of the screen: 3 items, AED 62.00. */
export const Floating: Story = {
  render: () => (
    <div className="min-h-[70vh]">
      <ViewBasketButton count={3} total={fils(6200)} onClick={() => undefined} />
    </div>
  ),
};

/** Inline, one item. */
export const Inline: Story = {
  render: () => (
    <div className="p-4">
      <ViewBasketButton count={1} total={fils(900)} floating={false} onClick={() => undefined} />
    </div>
  ),
};

/** As a link to the basket page (the store page): opens in a new tab with a modifier key. */
export const AsLink: Story = {
  render: () => (
    <div className="p-4">
      <ViewBasketButton
        count={2}
        total={fils(4800)}
        floating={false}
        href="#basket"
        onClick={() => undefined}
      />
    </div>
  ),
};
