import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPreOrderDay, formatSlotRange, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { LocationSheet } from './location-sheet.js';

const meta = { title: 'Storefront/Location sheet' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

function Sheet({ serviceType }: { serviceType: 'DELIVERY' | 'PICKUP' }) {
  const { t, i18n } = useTranslation('errors');
  const language = languageOf(i18n.language);
  const ar = language === 'ar';
  const delivery = serviceType === 'DELIVERY';
  return (
    <LocationSheet
      open
      onClose={noop}
      serviceType={serviceType}
      place={delivery ? (ar ? 'البرشاء' : 'Al Barsha') : ar ? 'بيت الزعتر - جميرا' : 'Zaatar House Jumeirah'}
      timing={
        delivery
          ? t('asap')
          : `${formatPreOrderDay('2026-03-14', language)}, ${formatSlotRange({ start: '19:30', end: '20:00' }, language)}`
      }
      onChangePlace={noop}
      onChangeTiming={noop}
    />
  );
}

/** 'Delivering to' (Change) and 'Delivery Time' (Change). */
export const Delivery: Story = { render: () => <Sheet serviceType="DELIVERY" /> };

/** Pickup: 'Selected Store' and 'Pickup Time'. */
export const Pickup: Story = { render: () => <Sheet serviceType="PICKUP" /> };
