import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { Modal } from './modal.js';
import { StorePicker, type PickerStore } from './store-picker.js';

const meta = { title: 'Storefront/Store picker' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const slots = [
  { start: '12:00', end: '12:30' },
  { start: '12:30', end: '13:00' },
];

function stores(ar: boolean): PickerStore[] {
  return [
    {
      _id: 'jumeirah',
      baseLanguage: { name: 'Zaatar House Jumeirah' },
      translations: { ar: { name: 'بيت الزعتر - جميرا' } },
      address: ar ? 'محل 4، شارع جميرا، جميرا 1، دبي' : 'Shop 4, Jumeirah Beach Road, Jumeirah 1, Dubai',
      distanceKm: 2.4,
      isOpen: true,
      isPreOrderEnabled: false,
      days: [],
    },
    {
      _id: 'marina',
      baseLanguage: { name: 'Zaatar House Dubai Marina' },
      translations: { ar: { name: 'بيت الزعتر - دبي مارينا' } },
      address: ar ? 'وحدة G12، ممشى المارينا، دبي مارينا، دبي' : 'Unit G12, Marina Walk, Dubai Marina, Dubai',
      distanceKm: 18.7,
      isOpen: true,
      isPreOrderEnabled: true,
      days: [{ day: '2026-03-14', slots }],
    },
    {
      _id: 'reem',
      baseLanguage: { name: 'Zaatar House Al Reem Island' },
      translations: { ar: { name: 'بيت الزعتر - جزيرة الريم' } },
      address: ar
        ? 'الطابق الأرضي، شمس بوتيك، جزيرة الريم، أبوظبي'
        : 'Ground floor, Shams Boutik, Al Reem Island, Abu Dhabi',
      distanceKm: 121.3,
      isOpen: false,
      isPreOrderEnabled: true,
      days: [{ day: '2026-03-15', slots }],
    },
    {
      _id: 'khalifa',
      baseLanguage: { name: 'Zaatar House Khalifa City' },
      translations: { ar: { name: 'بيت الزعتر - مدينة خليفة' } },
      address: ar ? 'السوق المركزي، مدينة خليفة، أبوظبي' : 'Central Souq, Khalifa City, Abu Dhabi',
      distanceKm: 132.9,
      isOpen: false,
      isPreOrderEnabled: false,
      days: [],
    },
  ];
}

function Picker({ initialQuery = '' }: { initialQuery?: string }) {
  const { i18n } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState('jumeirah');
  return (
    <StorePicker
      stores={stores(i18n.language === 'ar')}
      query={query}
      onQueryChange={setQuery}
      selectedStoreId={selected}
      onSelect={(store) => setSelected(store._id)}
    />
  );
}

function InSheet() {
  const { t } = useTranslation('store');
  return (
    <Modal
      open
      variant="sheet"
      title={t('storePicker.title')}
      closeLabel={t('storePicker.close')}
      onClose={() => undefined}
    >
      <Picker />
    </Modal>
  );
}

/** Open (Quick Orders), open with pre-orders, closed with pre-orders, and closed (not clickable). */
export const Sheet: Story = { render: () => <InSheet /> };

/** Search on the name in the current language with no match. */
export const NoMatch: Story = {
  render: () => (
    <div className="p-4">
      <Picker initialQuery="Sharjah" />
    </div>
  ),
};
