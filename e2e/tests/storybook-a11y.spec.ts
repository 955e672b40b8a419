import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, storybookDir, test } from '../fixtures/storybook.js';

// Every story of packages/ui, in English (LTR) and Arabic (RTL), in two brand themes, checked
// with axe in Chromium: serious or critical violations fail. Needs the built Storybook
// (packages/ui `pnpm build`, part of the test run). One preview page per worker: each test
// renders its story afresh in its globals through Storybook's channel (fixtures/storybook.ts).
const index = JSON.parse(readFileSync(resolve(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
/** `brandColor`: the theme's colour (.storybook/preview.tsx), as the frame's `--brand-color`. */
const variants = [
  { locale: 'en', theme: 'zaatar', dir: 'ltr', brandColor: '#2F6B3A' },
  { locale: 'ar', theme: 'zaatar', dir: 'rtl', brandColor: '#2F6B3A' },
  { locale: 'en', theme: 'dates', dir: 'ltr', brandColor: '#F2C14E' },
  { locale: 'ar', theme: 'dates', dir: 'rtl', brandColor: '#F2C14E' },
] as const;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

test.afterAll(async ({ storybook }) => {
  // The worker may go on to other files: free the preview page and its server now.
  await storybook.close();
});

test('Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// Declared variant by variant (each story still its own describe, its tests titled as ever), so
// the globals change four times in a run and every test mounts a story other than the last one.
for (const variant of variants) {
  for (const story of stories) {
    test.describe(`${story.title} / ${story.name}`, () => {
      test(`has no serious accessibility problem (${variant.locale}, ${variant.theme})`, async ({
        storybook,
      }) => {
        const render = await test.step('render the story afresh', () =>
          storybook.render(story.id, { locale: variant.locale, theme: variant.theme }));
        expect(render.errors, 'Storybook reported errors rendering the story').toEqual([]);
        expect(render.rendered, 'Storybook rendered the story').toBe(true);
        expect(render.leftovers, `elements of the previous story (${render.previous}) are gone`).toEqual([]);
        expect(render.screen.storyElements, 'the story rendered elements').toBeGreaterThan(0);
        // The story in its locale, direction and theme, and the document in its language.
        expect(render.screen).toMatchObject({
          errorDisplay: false,
          frame: { dir: variant.dir, lang: variant.locale, brandColor: variant.brandColor },
          document: { dir: variant.dir, lang: variant.locale },
        });
        const violations = await test.step('run axe', () => storybook.axe(tags));
        const serious = violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(
          serious.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`),
        ).toEqual([]);
      });
    });
  }
}
