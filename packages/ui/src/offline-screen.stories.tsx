import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineScreen } from './offline-screen.js';

const meta = { title: 'Shell/Offline screen', component: OfflineScreen } satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown 2 s after a timeout or network error; Refresh reloads. */
export const Offline: Story = { args: { onRefresh: () => undefined } };
