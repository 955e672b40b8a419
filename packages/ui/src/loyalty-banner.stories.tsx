import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Fils, Percent } from '@storefront/core';
import { LoyaltyBanner } from './loyalty-banner.js';

const meta = {
  title: 'Storefront/Loyalty banner',
  component: LoyaltyBanner,
} satisfies Meta<typeof LoyaltyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const zaatar = {
  cashbackPercent: 5 as Percent,
  minOrderForCashback: 3000 as Fils,
  redeemablePercent: 50 as Percent,
};

/** A guest: what the programme gives, no balance. */
export const Guest: Story = { args: zaatar };

/** A signed-in customer with AED 12.60 of credits. */
export const SignedIn: Story = { args: { ...zaatar, balance: 1260 as Fils } };
