import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrashScreen } from './crash-screen.js';

const meta = { title: 'Shell/Crash screen', component: CrashScreen } satisfies Meta<typeof CrashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A render error caught by CrashBoundary; 'Back to order' returns to the store page. */
export const Crashed: Story = { args: { onBack: () => undefined } };
