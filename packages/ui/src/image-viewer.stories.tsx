import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { ImageViewer } from './image-viewer.js';

const meta = { title: 'Storefront/Image viewer', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function shawarma(turn: number): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#F6EEDF"/><circle cx="300" cy="300" r="225" fill="#fff"/><circle cx="300" cy="300" r="185" fill="none" stroke="#E9E2D6" stroke-width="6"/><g transform="rotate(${turn} 300 300)"><rect x="140" y="245" width="320" height="110" rx="55" fill="#E2C08D"/><ellipse cx="455" cy="300" rx="30" ry="55" fill="#B5651D"/><circle cx="436" cy="306" r="11" fill="#6B8E23"/><circle cx="463" cy="324" r="11" fill="#fff"/><path d="M200 250v100M270 248v104M340 248v104" stroke="#B5651D" stroke-width="5" opacity=".4"/></g></svg>`,
  )}`;
}

/** Not an image: fails to load offline, as a broken link would. */
const BROKEN = 'data:image/png;base64,AAAA';

function Viewer({ urls }: { urls: readonly string[] }) {
  const { i18n } = useTranslation();
  return (
    <ImageViewer
      urls={urls}
      title={i18n.language === 'ar' ? 'صاج شاورما دجاج' : 'Chicken Shawarma Saj'}
      onClose={() => undefined}
    />
  );
}

/** Two pictures: previous / next loop, arrow keys, Escape or × to close. */
export const Gallery: Story = { render: () => <Viewer urls={[shawarma(-12), shawarma(18)]} /> };

/** The picture cannot be loaded: 'Image not found'. */
export const ImageNotFound: Story = { render: () => <Viewer urls={[BROKEN]} /> };
