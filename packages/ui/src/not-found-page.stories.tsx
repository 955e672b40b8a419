import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from './not-found-page.js';

const meta = { title: 'Shell/Not found page', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message and Refresh, without the first-second spinner. */
export const Message: Story = { args: { spinnerMs: 0, onRefresh: () => undefined } };

/** The first second: a spinner (kept on here so it can be seen). */
export const Spinner: Story = { args: { spinnerMs: 60 * 60 * 1000 } };
