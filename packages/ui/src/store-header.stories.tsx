import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { StoreHeader } from './store-header.js';

const meta = { title: 'Storefront/Store header' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const JUMEIRAH = {
  en: {
    name: 'Zaatar House Jumeirah',
    address: 'Shop 4, Jumeirah Beach Road, opposite Jumeirah Mosque, Jumeirah 1, Dubai',
    description: 'Our first bakery, on Jumeirah Beach Road: stone oven, terrace seating and the full menu.',
  },
  ar: {
    name: 'بيت الزعتر - جميرا',
    address: 'محل 4، شارع جميرا، مقابل مسجد جميرا، جميرا 1، دبي',
    description: 'مخبزنا الأول على شارع جميرا: فرن حجري وجلسات خارجية والقائمة كاملة.',
  },
};

function Header({ serviceType, chat }: { serviceType: 'DELIVERY' | 'PICKUP'; chat: boolean }) {
  const { i18n } = useTranslation();
  const text = i18n.language === 'ar' ? JUMEIRAH.ar : JUMEIRAH.en;
  return (
    <StoreHeader
      {...text}
      serviceType={serviceType}
      prepMinutes={serviceType === 'DELIVERY' ? 35 : 15}
      whatsAppContact={chat ? '+971 50 123 4567' : undefined}
    />
  );
}

/** Delivery estimate and the WhatsApp chat link. */
export const Delivery: Story = { render: () => <Header serviceType="DELIVERY" chat /> };

/** Pickup estimate, store without a WhatsApp contact. */
export const PickupWithoutChat: Story = { render: () => <Header serviceType="PICKUP" chat={false} /> };
