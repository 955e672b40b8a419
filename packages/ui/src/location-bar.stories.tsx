import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPreOrderDay, formatSlotRange, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { LocationBar } from './location-bar.js';

const meta = { title: 'Storefront/Location bar' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

function Delivery() {
  const { t, i18n } = useTranslation('errors');
  const ar = i18n.language === 'ar';
  return (
    <LocationBar
      serviceType="DELIVERY"
      areaName={ar ? 'دبي مارينا' : 'Dubai Marina'}
      timing={t('asap')}
      loggedIn={false}
      onOpen={noop}
      onLogin={noop}
      onSettings={noop}
    />
  );
}

function Pickup({ chosen }: { chosen: boolean }) {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const timing = `${formatPreOrderDay('2026-03-13', language)}, ${formatSlotRange({ start: '13:00', end: '13:45' }, language)}`;
  return (
    <LocationBar
      serviceType="PICKUP"
      storeName={
        chosen ? (language === 'ar' ? 'بيت الزعتر - دبي مارينا' : 'Zaatar House Dubai Marina') : undefined
      }
      timing={chosen ? timing : undefined}
      loggedIn
      onOpen={noop}
      onLogin={noop}
      onSettings={noop}
    />
  );
}

/** Guest delivering ASAP to Dubai Marina: the bar shows the Login entry. */
export const DeliveryGuest: Story = { render: () => <Delivery /> };

/** Customer picking up a pre-order: 'Selected Store', 'Pickup Time' and the account entry. */
export const PickupScheduled: Story = { render: () => <Pickup chosen /> };

/** Pickup before a store is chosen: 'Select Store'. */
export const PickupNoStore: Story = { render: () => <Pickup chosen={false} /> };
