import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { OutletList, type Outlet } from './outlet-list.js';

const meta = { title: 'Storefront/Outlet list' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function outlets(ar: boolean): Outlet[] {
  return [
    {
      id: 'jumeirah',
      name: ar ? 'بيت الزعتر - جميرا' : 'Zaatar House Jumeirah',
      address: ar
        ? 'محل 4، شارع جميرا، مقابل مسجد جميرا، جميرا 1، دبي'
        : 'Shop 4, Jumeirah Beach Road, opposite Jumeirah Mosque, Jumeirah 1, Dubai',
      phone: '+971 4 395 1234',
      isOpen: true,
      pickupMinutes: 15,
    },
    {
      id: 'marina',
      name: ar ? 'بيت الزعتر - دبي مارينا' : 'Zaatar House Dubai Marina',
      address: ar ? 'وحدة G12، ممشى المارينا، دبي مارينا، دبي' : 'Unit G12, Marina Walk, Dubai Marina, Dubai',
      phone: '+971 4 368 1234',
      isOpen: true,
      pickupMinutes: 90,
    },
    {
      id: 'reem',
      name: ar ? 'بيت الزعتر - جزيرة الريم' : 'Zaatar House Al Reem Island',
      address: ar
        ? 'الطابق الأرضي، شمس بوتيك، جزيرة الريم، أبوظبي'
        : 'Ground floor, Shams Boutik, Al Reem Island, Abu Dhabi',
      isOpen: false,
    },
  ];
}

function ZaatarOutlets() {
  const { i18n } = useTranslation();
  return <OutletList outlets={outlets(i18n.language === 'ar')} />;
}

/**
 * The brand home's 'Our branches' (Arabic: 'فروعنا'): two open outlets with their pickup time and
 * phone, and one closed without a phone. Follows the Language toolbar.
 */
export const Branches: Story = { render: () => <ZaatarOutlets /> };
