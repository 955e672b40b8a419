import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { serveFolder } from '../fixtures/static-server.js';

// Every story of packages/ui, in English (LTR) and Arabic (RTL), in two brand themes, checked
// with axe in Chromium: serious or critical violations fail. Needs the built Storybook
// (packages/ui `pnpm build`, part of the test run).
const storybookDir = resolve(import.meta.dirname, '..', '..', 'packages', 'ui', 'storybook-static');
const index = JSON.parse(readFileSync(resolve(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const variants = [
  { locale: 'en', theme: 'zaatar', dir: 'ltr' },
  { locale: 'ar', theme: 'zaatar', dir: 'rtl' },
  { locale: 'en', theme: 'dates', dir: 'ltr' },
  { locale: 'ar', theme: 'dates', dir: 'rtl' },
] as const;

let storybook: Awaited<ReturnType<typeof serveFolder>>;
test.beforeAll(async () => {
  storybook = await serveFolder(storybookDir);
});
test.afterAll(async () => {
  await storybook?.close();
});

test('Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const variant of variants) {
      test(`has no serious accessibility problem (${variant.locale}, ${variant.theme})`, async ({ page }) => {
        await page.goto(
          `${storybook.origin}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${variant.locale};theme:${variant.theme}`,
        );
        const root = page.locator('#storybook-root');
        await expect(root).not.toBeEmpty();
        await expect(page.locator(`[dir="${variant.dir}"]`).first()).toBeAttached();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(
          serious.map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        ).toEqual([]);
      });
    }
  });
}
