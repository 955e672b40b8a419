import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from './button.js';
import { ToastProvider, useToast } from './toast.js';

const meta = {
  title: 'Shell/Toast',
  component: ToastProvider,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  const { t } = useTranslation(['errors', 'store']);
  const toast = useToast();
  return (
    <div className="flex min-h-80 flex-col justify-end gap-3 p-4">
      <Button variant="secondary" block onClick={() => toast.show(t('errors:selectSlot'))}>
        {t('errors:selectSlot')}
      </Button>
      <Button
        variant="secondary"
        block
        onClick={() => toast.show({ message: t('store:discountInfo.codeCopied'), tone: 'success' })}
      >
        {t('store:discountInfo.codeCopied')}
      </Button>
      <Button
        variant="secondary"
        block
        onClick={() => toast.show({ message: t('errors:outOfStock'), tone: 'error' })}
      >
        {t('errors:outOfStock')}
      </Button>
    </div>
  );
}

/** Buttons that raise a toast for 4 s at the top centre. */
export const Triggered: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
};

function Shown() {
  const { t } = useTranslation(['errors', 'store']);
  return (
    <ToastProvider
      initial={[
        { message: t('errors:selectSlot'), duration: 0 },
        { message: t('store:discountInfo.codeCopied'), tone: 'success', duration: 0 },
        { message: t('errors:outOfStock'), tone: 'error', duration: 0 },
      ]}
    >
      <div className="min-h-80" />
    </ToastProvider>
  );
}

/** Information, success and error toasts, kept open here to be seen. */
export const Tones: Story = { render: () => <Shown /> };
