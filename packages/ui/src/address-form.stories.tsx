import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateAddressForm } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { AddressForm } from './address-form.js';

const meta = {
  title: 'Checkout/Address form',
  component: AddressForm,
  args: { onSubmit: () => undefined },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function MapSummary() {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex items-start justify-between gap-3 rounded-xl bg-canvas p-3">
      <div className="min-w-0">
        <p className="text-sm font-semibold">{t('deliveringTo')}</p>
        <p className="text-sm text-muted">Al Wasl Road, Jumeirah 1, Dubai</p>
      </div>
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold underline underline-offset-4"
      >
        {t('address.editOnMap')}
      </button>
    </div>
  );
}

/** A new address under the map pin in Jumeirah. */
export const Empty: Story = { render: (args) => <AddressForm {...args} mapSummary={<MapSummary />} /> };

/** Filled in: villa in Jumeirah 1, Home. */
export const Filled: Story = {
  args: {
    initialValues: {
      address: 'Villa 14, Street 23b, Jumeirah 1, next to Mercato Mall',
      building: 'Villa 14',
      addressType: 'Home',
    },
  },
};

/** After a submit with a too-short address and no type: core's messages per field. */
export const Invalid: Story = {
  args: {
    initialValues: { address: 'JLT', floor: '12' },
    initialErrors: validateAddressForm({ address: 'JLT', addressType: null }),
  },
};
