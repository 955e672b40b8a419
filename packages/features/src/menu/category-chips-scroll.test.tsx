// @vitest-environment jsdom
import { createI18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { CategoryChips } from '@storefront/ui/category-chips';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// The chip row keeps the active chip in view, and moves only when it is out of view: on the first
// view the first chip is in view, so the row stays still (a scroll there ends Chrome's
// largest-contentful-paint measurement, and Lighthouse then has no LCP for the page).

const categories = ['Breakfast', 'Manakish', 'Grills', 'Mezze', 'Desserts', 'Drinks'].map((name) => ({
  id: name.toLowerCase(),
  name,
}));
const ROW_WIDTH = 390;
const CHIP_WIDTH = 110;

function box(left: number, width: number): DOMRect {
  return { left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0 } as DOMRect;
}

async function mount(activeId: string) {
  globalThis.CSS ??= { escape: (text: string) => text } as typeof CSS;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const id = this.dataset['category'];
    if (!id) return box(0, ROW_WIDTH);
    return box(16 + categories.findIndex((category) => category.id === id) * (CHIP_WIDTH + 8), CHIP_WIDTH);
  });
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
  const scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const i18n = await createI18n({ language: 'en', namespaces: ['store'] });
  const render = (id: string) =>
    act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <CategoryChips categories={categories} activeId={id} />
        </I18nextProvider>,
      ),
    );
  await render(activeId);
  return { scrollBy, render, root };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('CategoryChips', () => {
  it('leaves the row still when the active chip is already in view (the first view)', async () => {
    const { scrollBy, render, root } = await mount('breakfast');
    expect(scrollBy).not.toHaveBeenCalled();
    await render('manakish');
    expect(scrollBy).not.toHaveBeenCalled();
    root.unmount();
  });

  it('centres a chip that is out of view within the row', async () => {
    const { scrollBy, render, root } = await mount('breakfast');
    await render('drinks');
    expect(scrollBy).toHaveBeenCalledTimes(1);
    const drinksCentre = 16 + 5 * (CHIP_WIDTH + 8) + CHIP_WIDTH / 2;
    expect(scrollBy.mock.calls[0]![0]).toMatchObject({ left: drinksCentre - ROW_WIDTH / 2 });
    root.unmount();
  });
});
