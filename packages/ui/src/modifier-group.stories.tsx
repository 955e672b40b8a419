import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  fils,
  missingModifierGroups,
  type BasketSection,
  type ModifierGroup as ModifierGroupData,
} from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { ModifierGroup } from './modifier-group.js';

const meta = { title: 'Storefront/Modifier group' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Option = readonly [id: string, en: string, ar: string, priceFils: number, maxQuantity?: number];

function group(
  id: string,
  name: readonly [en: string, ar: string],
  rules: { single?: boolean; min: number; max: number },
  options: readonly Option[],
  language: 'en' | 'ar',
): ModifierGroupData {
  return {
    _id: id,
    baseLanguage: { name: language === 'ar' ? name[1] : name[0] },
    isSingleSelection: rules.single ?? false,
    minimumAllowedSelection: rules.min,
    maximumAllowedSelection: rules.max,
    modifiers: options.map(([optionId, en, ar, price, maximumOrderQuantity]) => ({
      _id: optionId,
      price: fils(price),
      baseLanguage: { name: language === 'ar' ? ar : en },
      maximumOrderQuantity,
    })),
  };
}

const GROUPS = {
  bread: [
    'bread',
    ['Choose your bread', 'اختر الخبز'],
    { single: true, min: 1, max: 1 },
    [
      ['saj', 'Saj bread', 'خبز صاج', 0],
      ['arabic', 'Arabic bread', 'خبز عربي', 0],
      ['wheat', 'Whole wheat', 'قمح كامل', 100],
    ],
  ],
  extras: [
    'extras',
    ['Extras', 'إضافات'],
    { min: 0, max: 4 },
    [
      ['cheese', 'Extra cheese', 'جبنة إضافية', 400, 3],
      ['veg', 'Fresh vegetables', 'خضار طازجة', 200, 2],
      ['pickles', 'Pickles', 'مخلل', 100, 2],
      ['chilli', 'Chilli paste', 'معجون الفلفل الحار', 0],
    ],
  ],
  dips: [
    'dips',
    ['Choose 2 to 3 dips', 'اختر من 2 إلى 3 صلصات'],
    { min: 2, max: 3 },
    [
      ['toum', 'Garlic toum', 'ثومية', 0],
      ['tahini', 'Tahini', 'طحينة', 0],
      ['muhammara', 'Muhammara', 'محمرة', 200],
      ['harra', 'Spicy harra sauce', 'صلصة حارة', 0],
      ['labneh', 'Labneh', 'لبنة', 200],
    ],
  ],
} as const;

function Group({
  which,
  initial = [],
  highlightMissing = false,
}: {
  which: keyof typeof GROUPS;
  initial?: readonly BasketSection[];
  highlightMissing?: boolean;
}) {
  const { i18n } = useTranslation();
  const [id, name, rules, options] = GROUPS[which];
  const data = group(id, name, rules, options, i18n.language === 'ar' ? 'ar' : 'en');
  const [sections, setSections] = useState<readonly BasketSection[]>(initial);
  const missing = missingModifierGroups({ modifierGroups: [data] }, sections).length > 0;
  return (
    <div className="p-2">
      <ModifierGroup
        group={data}
        sections={sections}
        onChange={setSections}
        invalid={highlightMissing && missing}
      />
    </div>
  );
}

/** Single selection (radios), required. */
export const SingleRequired: Story = { render: () => <Group which="bread" /> };

/**
 * Optional checkboxes capped at 4 picks; options with a maximum quantity of 2 or more get a
 * stepper (press + at the maximum for the message).
 */
export const ExtrasWithSteppers: Story = {
  render: () => (
    <Group
      which="extras"
      initial={[
        {
          _id: 'extras',
          options: [
            { _id: 'cheese', quantity: 3, price: fils(400) },
            { _id: 'chilli', quantity: 1, price: fils(0) },
          ],
        },
      ]}
    />
  ),
};

/** Add to basket was refused: the group is highlighted with 'Please select at least 2 sides…'. */
export const MissingSelection: Story = {
  render: () => (
    <Group
      which="dips"
      highlightMissing
      initial={[{ _id: 'dips', options: [{ _id: 'toum', quantity: 1, price: fils(0) }] }]}
    />
  ),
};
