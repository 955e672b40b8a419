import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusTracker } from './order-status-tracker.js';

const meta = {
  title: 'Account/Order status tracker',
  component: OrderStatusTracker,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderStatusTracker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Order ZH-10482 from Zaatar House is being prepared (step 2 of 3). */
export const InProgress: Story = { args: { order: { orderStatus: 'PREPARING', serviceType: 'DELIVERY' } } };

/** Pickup order ready at the Jumeirah branch: step 3 'Ready'. */
export const ReadyForPickup: Story = {
  args: { order: { orderStatus: 'ON_THE_WAY', serviceType: 'PICKUP' } },
};

/** Final states: delivered, and refused by the store. */
export const FinalStates: Story = {
  args: { order: { orderStatus: 'COMPLETE', serviceType: 'DELIVERY' } },
  render: () => (
    <div className="space-y-3">
      <OrderStatusTracker order={{ orderStatus: 'COMPLETE', serviceType: 'DELIVERY' }} />
      <OrderStatusTracker order={{ orderStatus: 'REJECTED', serviceType: 'DELIVERY' }} />
    </div>
  ),
};
