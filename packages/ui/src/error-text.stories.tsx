import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TranslationKey } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { ErrorText } from './error-text.js';

const meta = {
  title: 'Shell/Error text',
  component: ErrorText,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorText>;
export default meta;
type Story = StoryObj<typeof meta>;

function Translated({ errorKey }: { errorKey: TranslationKey<'errors'> }) {
  const { t } = useTranslation('errors');
  return <ErrorText text={t(errorKey)} />;
}

/** A server message shown as it is. */
export const Message: Story = {
  args: { text: null },
  render: () => <Translated errorKey="storeClosedNow" />,
};

/** A broken message ('… AED undefined') falls back to 'Something was incorrect.'. */
export const BrokenMessage: Story = { args: { text: 'Minimum order is AED undefined' } };
