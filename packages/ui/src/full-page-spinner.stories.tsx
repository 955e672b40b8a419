import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageSpinner } from './full-page-spinner.js';

const meta = { title: 'Shell/Full page spinner', component: FullPageSpinner } satisfies Meta<
  typeof FullPageSpinner
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over the whole page while the Zaatar House menu loads. */
export const Default: Story = {};

/** Inside a panel, with its own label. */
export const InPanel: Story = { args: { fixed: false, label: 'Loading Zaatar House menu…' } };
