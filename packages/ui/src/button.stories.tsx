import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TranslationKey } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from './button.js';

const meta = { title: 'Basics/Button', component: Button, args: { children: 'Button' } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

function Labelled(
  props: Omit<Parameters<typeof Button>[0], 'children'> & { labelKey: TranslationKey<'checkout'> },
) {
  const { t } = useTranslation('checkout');
  const { labelKey, ...rest } = props;
  return <Button {...rest}>{t(labelKey)}</Button>;
}

export const Primary: Story = {
  render: () => (
    <div className="p-4">
      <Labelled block labelKey="placeOrder" />
    </div>
  ),
};
export const Secondary: Story = {
  render: () => (
    <div className="p-4">
      <Labelled variant="secondary" labelKey="address.addNew" />
    </div>
  ),
};
export const Loading: Story = {
  render: () => (
    <div className="p-4">
      <Labelled block loading labelKey="paymentProcessing" />
    </div>
  ),
};
