import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultOrderTiming, type OrderTiming, type TimingStore } from '@storefront/core';
import { useState } from 'react';
import { TimingWidget } from './timing-widget.js';

const meta = { title: 'Storefront/Timing widget' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TODAY = '2026-03-12';

function slots(from: number, to: number, minutes: number) {
  const clock = (total: number) =>
    `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const list = [];
  for (let start = from * 60; start + minutes <= to * 60; start += minutes)
    list.push({ start: clock(start), end: clock(start + minutes) });
  return list;
}

const MARINA: TimingStore = {
  isOpen: true,
  isPreOrderEnabled: true,
  days: [
    { day: TODAY, slots: slots(17, 23, 45) },
    { day: '2026-03-13', slots: slots(8, 25, 45) },
    { day: '2026-03-14', slots: slots(8, 23, 45) },
    { day: '2026-03-15', slots: slots(8, 23, 45) },
  ],
};

const REEM_CLOSED: TimingStore = {
  isOpen: false,
  isPreOrderEnabled: true,
  days: [
    { day: '2026-03-14', slots: slots(9, 22, 30) },
    { day: '2026-03-15', slots: slots(9, 22, 30) },
  ],
};

function Widget({
  serviceType,
  store,
  initial,
}: {
  serviceType: 'DELIVERY' | 'PICKUP';
  store: TimingStore;
  initial?: OrderTiming;
}) {
  const [timing, setTiming] = useState<OrderTiming>(initial ?? defaultOrderTiming(store));
  return (
    <div className="p-4">
      <TimingWidget
        serviceType={serviceType}
        store={store}
        timing={timing}
        onChange={setTiming}
        onConfirm={() => undefined}
        today={TODAY}
      />
    </div>
  );
}

/** Open store: ASAP chosen, 'Later (Future orders)' available. */
export const DeliveryAsap: Story = { render: () => <Widget serviceType="DELIVERY" store={MARINA} /> };

/** Later chosen: day list and slot list (each at most 200 px tall), banner 'You are ordering for'. */
export const DeliveryLater: Story = {
  render: () => (
    <Widget
      serviceType="DELIVERY"
      store={MARINA}
      initial={{
        timingType: 'PREORDER',
        isPreOrderAvailable: true,
        preOrderSlot: { day: '2026-03-13', time: { start: '12:30', end: '13:15' }, slotIndex: 6 },
      }}
    />
  ),
};

/** Closed store with pre-orders: ASAP disabled, first day and slot preselected. */
export const PickupClosedStore: Story = {
  render: () => <Widget serviceType="PICKUP" store={REEM_CLOSED} />,
};
