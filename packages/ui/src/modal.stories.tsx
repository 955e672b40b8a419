import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from './button.js';
import { Modal } from './modal.js';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

function DeleteAddress() {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <Modal
      open
      title={t('checkout:address.deleteTitle')}
      onClose={() => undefined}
      closeLabel={t('common:actions.close')}
      footer={
        <div className="flex gap-3">
          <Button variant="secondary" block>
            {t('checkout:address.cancel')}
          </Button>
          <Button variant="danger" block>
            {t('checkout:address.delete')}
          </Button>
        </div>
      }
    >
      <p>{t('checkout:address.deleteText')}</p>
    </Modal>
  );
}

export const ConfirmDelete: Story = {
  args: { open: true, title: '', onClose: () => undefined, children: null },
  render: () => <DeleteAddress />,
};
