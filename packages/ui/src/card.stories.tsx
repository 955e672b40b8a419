import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { Card } from './card.js';

const meta = { title: 'Layout/Card' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Cards() {
  const { t } = useTranslation(['checkout', 'store']);
  return (
    <div className="grid gap-3 bg-canvas p-4">
      <Card aria-labelledby="card-title" className="grid gap-1">
        <h2 id="card-title" className="text-lg font-bold">
          {t('checkout:orderPlaced.title')}
        </h2>
        <p className="text-muted">{t('checkout:orderPlaced.text')}</p>
      </Card>
      <Card as="div">
        <p>{t('store:basket.empty')}</p>
      </Card>
    </div>
  );
}

/** A titled section and a plain box on the grey canvas, mirrored in Arabic. */
export const Sections: Story = { render: () => <Cards /> };
