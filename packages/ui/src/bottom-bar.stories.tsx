import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { BottomBar } from './bottom-bar.js';
import { Button } from './button.js';
import { PageFrame } from './page-frame.js';

const meta = { title: 'Layout/Bottom bar' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function ItemActions() {
  const { t } = useTranslation('store');
  return (
    <PageFrame bottomSpace="bar">
      <p className="p-4">{t('item.chooseOne')}</p>
      <BottomBar>
        <Button block>{t('item.addToBasket', { quantity: 1 })}</Button>
      </BottomBar>
    </PageFrame>
  );
}

function BasketActions() {
  const { t } = useTranslation('store');
  return (
    <PageFrame bottomSpace="tallBar">
      <p className="p-4">{t('basket.title')}</p>
      <BottomBar className="grid gap-2">
        <p className="text-sm text-muted">{t('basket.minimumOrder', { amount: 'AED 30.00' })}</p>
        <Button block>{t('basket.reviewOrder')}</Button>
      </BottomBar>
    </PageFrame>
  );
}

/** The item page's one action, on a white bar with a shadow. */
export const OneAction: Story = { render: () => <ItemActions /> };

/** Two rows (a note and the action), as on the basket page. */
export const TwoRows: Story = { render: () => <BasketActions /> };
