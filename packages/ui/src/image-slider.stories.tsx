import { fils } from '@storefront/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { ImageSlider } from './image-slider.js';

const meta = { title: 'Storefront/Image slider' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Zaatar House item pictures drawn in SVG, so the story needs no network. */
function manousheh(turn: number, topping: string): string {
  const dots = Array.from({ length: 14 }, (_, index) => {
    const angle = (index * 137.5 * Math.PI) / 180;
    const radius = 30 + ((index * 37) % 110);
    return `<circle cx="${300 + radius * Math.cos(angle)}" cy="${300 + radius * Math.sin(angle)}" r="${8 + (index % 3) * 3}" fill="${index % 2 ? '#8C5A2B' : topping}"/>`;
  }).join('');
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#F3EBDD"/><g transform="rotate(${turn} 300 300)"><ellipse cx="300" cy="318" rx="232" ry="222" fill="#000" opacity=".08"/><circle cx="300" cy="300" r="225" fill="#fff"/><circle cx="300" cy="300" r="185" fill="none" stroke="#E9E2D6" stroke-width="6"/><circle cx="300" cy="300" r="165" fill="#D9A55B"/>${dots}</g></svg>`,
  )}`;
}

const PICTURES = [
  { url: manousheh(0, '#4F7A28'), width: 600, height: 600 },
  { url: manousheh(14, '#3E6B1F'), width: 600, height: 600 },
  { url: manousheh(-20, '#6B8E23'), width: 600, height: 600 },
];

function Slider({ count }: { count: number }) {
  const { i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const title = ar ? 'منقوشة زعتر' : "Za'atar Manousheh";
  return (
    <>
      <ImageSlider images={PICTURES.slice(0, count)} title={title} onOpen={() => undefined} />
      <div className="flex items-start justify-between gap-3 p-4">
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="shrink-0 text-lg font-bold">{formatAed(fils(900), ar ? 'ar' : 'en')}</p>
      </div>
    </>
  );
}

/** Three pictures: swipe, tap a dot, or focus a picture and use the arrow keys (mirrored in Arabic). */
export const ThreePictures: Story = { render: () => <Slider count={3} /> };

/** One picture: no dots. */
export const OnePicture: Story = { render: () => <Slider count={1} /> };
