import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.js';

const dist = mkdtempSync(join(tmpdir(), 'inline-styles-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'initial-Ab12Cd34.css'), '.bg-brand{background:var(--brand)}');
writeFileSync(join(dist, 'assets', 'odd-Ab12Cd34.css'), 'a::after{content:"</style><script>"}');
const page = (file: string) =>
  `<head><script type="module" crossorigin src="/static/storefront/assets/initial-x.js"></script><link rel="stylesheet" crossorigin href="/static/storefront/assets/${file}"></head>`;

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it('puts the built stylesheet inside the page in place of its link', () => {
    expect(inlineStylesheets(page('initial-Ab12Cd34.css'), dist)).toBe(
      '<head><script type="module" crossorigin src="/static/storefront/assets/initial-x.js"></script><style>.bg-brand{background:var(--brand)}</style></head>',
    );
  });

  it('keeps the link when the file is missing or its text could end the element', () => {
    expect(inlineStylesheets(page('gone-Ab12Cd34.css'), dist)).toBe(page('gone-Ab12Cd34.css'));
    expect(inlineStylesheets(page('odd-Ab12Cd34.css'), dist)).toBe(page('odd-Ab12Cd34.css'));
  });

  it('leaves other links alone', () => {
    const other = '<link rel="icon" href="/static/storefront/assets/icon-Ab12Cd34.css">';
    expect(inlineStylesheets(other, dist)).toBe(other);
  });
});
