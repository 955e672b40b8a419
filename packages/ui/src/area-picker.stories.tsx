import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AreaCity } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { AreaPicker, type AreaPickerProps } from './area-picker.js';
import { Modal } from './modal.js';

const meta = { title: 'Storefront/Area picker' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const area = (id: string, en: string, ar: string) => ({
  areaInfo: { _id: id, areaNameEN: en, areaNameAR: ar },
});

const CITIES: readonly AreaCity[] = [
  {
    cityInfo: { cityNameEN: 'Dubai', cityNameAR: 'دبي' },
    cityAreas: [
      area('jumeirah', 'Jumeirah', 'جميرا'),
      area('barsha', 'Al Barsha', 'البرشاء'),
      area('downtown', 'Downtown Dubai', 'وسط مدينة دبي'),
      area('marina', 'Dubai Marina', 'دبي مارينا'),
      area('jlt', 'Jumeirah Lake Towers', 'أبراج بحيرات جميرا'),
      area('business-bay', 'Business Bay', 'الخليج التجاري'),
    ],
  },
  {
    cityInfo: { cityNameEN: 'Abu Dhabi', cityNameAR: 'أبوظبي' },
    cityAreas: [
      area('reem', 'Al Reem Island', 'جزيرة الريم'),
      area('khalifa', 'Khalifa City', 'مدينة خليفة'),
    ],
  },
  {
    cityInfo: { cityNameEN: 'Sharjah', cityNameAR: 'الشارقة' },
    cityAreas: [area('nahda', 'Al Nahda', 'النهدة'), area('majaz', 'Al Majaz', 'المجاز')],
  },
];

/** City-based delivery: each city is one zone (its only area bears its name). */
const WHOLE_CITIES: readonly AreaCity[] = [
  { cityInfo: { cityNameEN: 'Dubai', cityNameAR: 'دبي' }, cityAreas: [area('dubai', 'Dubai', 'دبي')] },
  {
    cityInfo: { cityNameEN: 'Sharjah', cityNameAR: 'الشارقة' },
    cityAreas: [area('sharjah', 'Sharjah', 'الشارقة')],
  },
];

function Picker({
  status,
  initialQuery = '',
  cities = CITIES,
}: {
  status: AreaPickerProps['status'];
  initialQuery?: string;
  cities?: readonly AreaCity[];
}) {
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState('marina');
  return (
    <AreaPicker
      cities={cities}
      status={status}
      query={query}
      onQueryChange={setQuery}
      selectedAreaId={selected}
      onSelect={(chosen) => setSelected(chosen._id)}
      onRetry={() => undefined}
    />
  );
}

function InSheet() {
  const { t } = useTranslation(['store', 'common']);
  return (
    <Modal
      open
      variant="sheet"
      title={t('store:areaPicker.title')}
      closeLabel={t('common:actions.close')}
      onClose={() => undefined}
    >
      <Picker status="ready" />
    </Modal>
  );
}

/** The area sheet: Dubai is open on the selected area; other cities expand on tap. */
export const Sheet: Story = { render: () => <InSheet /> };

/** Searching 'جمير' finds Jumeirah areas by their Arabic names, in either language. */
export const SearchArabicName: Story = {
  render: () => (
    <div className="p-4">
      <Picker status="ready" initialQuery="جمير" />
    </div>
  ),
};

/** Loading and error states. */
export const LoadingAndError: Story = {
  render: () => (
    <div className="flex flex-col gap-8 p-4">
      <Picker status="loading" />
      <Picker status="error" />
    </div>
  ),
};

/** City-based delivery: every city is a zone of its own, chosen with one tap. */
export const WholeCityZones: Story = {
  render: () => (
    <div className="p-4">
      <Picker status="ready" cities={WHOLE_CITIES} />
    </div>
  ),
};
