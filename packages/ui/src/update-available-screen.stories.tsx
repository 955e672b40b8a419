import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpdateAvailableScreen } from './update-available-screen.js';

const meta = { title: 'Shell/Update available screen', component: UpdateAvailableScreen } satisfies Meta<
  typeof UpdateAvailableScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The API answered new_version_enforced: the customer reloads for the new version. */
export const UpdateAvailable: Story = { args: { onUpdate: () => undefined } };
