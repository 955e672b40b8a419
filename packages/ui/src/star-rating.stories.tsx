import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { StarRating } from './star-rating.js';

const meta = {
  title: 'Account/Star rating',
  component: StarRating,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful({
  initial,
  max,
  showError,
}: {
  initial: number | null;
  max?: number;
  showError?: boolean;
}) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      onChange={setValue}
      label={t('feedback.subtitle', { brand: 'Zaatar House' })}
      error={showError && value === null ? t('feedback.selectRating') : null}
      {...(max ? { max } : {})}
    />
  );
}

const base = { value: null, onChange: () => undefined };

/** Feedback for order ZH-10482: four stars, 'Average'. Arrow keys change the rating. */
export const Rated: Story = { args: base, render: () => <Stateful initial={4} /> };

/** Not rated yet, after pressing Submit. */
export const Missing: Story = { args: base, render: () => <Stateful initial={null} showError /> };

/** Three stars configured by the brand: the top one is 'Excellent'. */
export const ThreeStars: Story = { args: base, render: () => <Stateful initial={3} max={3} /> };
