import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { Card } from './card.js';
import { PageFrame } from './page-frame.js';
import { PageHeader } from './page-header.js';

const meta = { title: 'Layout/Page frame' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Plain() {
  const { t } = useTranslation('store');
  return (
    <PageFrame>
      <PageHeader title={t('basket.title')} onAction={() => undefined} />
      <p className="p-4">{t('basket.empty')}</p>
    </PageFrame>
  );
}

function OnCanvas() {
  const { t } = useTranslation('checkout');
  return (
    <PageFrame tone="canvas" bottomSpace="end">
      <PageHeader title={t('title')} action="close" onAction={() => undefined} />
      <div className="grid gap-3 p-4">
        <Card>
          <p>{t('orderPlaced.text')}</p>
        </Card>
      </div>
    </PageFrame>
  );
}

/** A white page with its header. */
export const Surface: Story = { render: () => <Plain /> };

/** A grey page whose parts are cards (order detail, tracking). */
export const Canvas: Story = { render: () => <OnCanvas /> };
