import type { Meta, StoryObj } from '@storybook/react-vite';
import { fils } from '@storefront/core';
import { useState } from 'react';
import { CodeOffer } from './code-offer.js';

// English and Arabic (right-to-left) from the toolbar's language switch.
const meta = { title: 'Storefront/Code offer' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Tappable({ code, minimum }: { code: string; minimum: number | null }) {
  const [applied, setApplied] = useState(false);
  return (
    <CodeOffer
      code={code}
      minimumOrder={minimum === null ? null : fils(minimum)}
      applied={applied}
      onApply={() => setApplied(true)}
    />
  );
}

/** A first-order code with no minimum, and a code that needs an AED 15 basket; 'Apply' carries it. */
export const WithApply: Story = {
  render: () => (
    <div className="grid gap-4 p-4">
      <Tappable code="WELCOME20" minimum={null} />
      <Tappable code="KARAK2" minimum={1500} />
    </div>
  ),
};

/** Already carried to checkout. */
export const Applied: Story = {
  render: () => (
    <div className="p-4">
      <CodeOffer code="WELCOME20" minimumOrder={null} applied onApply={() => undefined} />
    </div>
  ),
};

/** Read-only (preview): what the price needs, no button. */
export const ReadOnly: Story = {
  render: () => (
    <div className="p-4">
      <CodeOffer code="KARAK2" minimumOrder={fils(1500)} />
    </div>
  ),
};
