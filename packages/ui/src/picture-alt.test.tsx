import type { Fils } from '@storefront/core';
import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageSlider } from './image-slider.js';
import { ImageViewer } from './image-viewer.js';
import { MenuItemCard } from './menu-item-card.js';

// Menu pictures carry no alt of their own: the card, the slider and the viewer name them with the
// item's title in the page language, and say which picture of several it is.

const i18ns: Partial<Record<'en' | 'ar', I18n>> = {};

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const)
    i18ns[language] = await createI18n({ language, namespaces: ['common', 'store', 'errors'] });
});

function alts(element: ReactElement, language: 'en' | 'ar'): string[] {
  const markup = renderToStaticMarkup(<I18nextProvider i18n={i18ns[language]!}>{element}</I18nextProvider>);
  return [...markup.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((match) => match[1]!);
}

const images = [1, 2, 3].map((n) => ({ url: `/static/media/zaatar-house/items/zh-shakshuka-${n}.svg` }));

describe('menu picture alt text', () => {
  it('names each slide with the title and its place, in English', () => {
    expect(alts(<ImageSlider images={images} title="Shakshuka" />, 'en')).toEqual([
      'Shakshuka, picture 1 of 3',
      'Shakshuka, picture 2 of 3',
      'Shakshuka, picture 3 of 3',
    ]);
  });

  it('names each slide with the Arabic title and its place, in Arabic', () => {
    expect(alts(<ImageSlider images={images} title="شكشوكة" />, 'ar')).toEqual([
      'شكشوكة، الصورة 1 من 3',
      'شكشوكة، الصورة 2 من 3',
      'شكشوكة، الصورة 3 من 3',
    ]);
  });

  it('uses the bare title when an item has a single picture', () => {
    expect(alts(<ImageSlider images={images.slice(0, 1)} title="Hummus" />, 'en')).toEqual(['Hummus']);
  });

  it('names the full-screen picture the same way', () => {
    const urls = images.map((image) => image.url);
    expect(
      alts(<ImageViewer urls={urls} initialIndex={1} title="شكشوكة" onClose={() => undefined} />, 'ar'),
    ).toEqual(['شكشوكة، الصورة 2 من 3']);
  });

  it("gives the menu card's picture the item title in each language", () => {
    const card = (title: string) => (
      <MenuItemCard title={title} imageUrl={images[0]!.url} price={2600 as Fils} onSelect={() => undefined} />
    );
    expect(alts(card('Shakshuka'), 'en')).toEqual(['Shakshuka']);
    expect(alts(card('شكشوكة'), 'ar')).toEqual(['شكشوكة']);
  });
});
