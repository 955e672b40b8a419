import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { PageHeader } from './page-header.js';

const meta = { title: 'Storefront/Page header' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Basket() {
  const { t } = useTranslation('store');
  return (
    <PageHeader
      title={t('basket.title')}
      onAction={() => undefined}
      addMoreItemsHref="#menu"
      onAddMoreItems={(event) => event.preventDefault()}
    />
  );
}

function Checkout() {
  const { t } = useTranslation('checkout');
  return <PageHeader title={t('title')} action="close" onAction={() => undefined} />;
}

/** Basket: back arrow and 'Add more items', both mirrored in Arabic. */
export const BackWithAddMoreItems: Story = { render: () => <Basket /> };

/** Close button instead of back. */
export const Close: Story = { render: () => <Checkout /> };
