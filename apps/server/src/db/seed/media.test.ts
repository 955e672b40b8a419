import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoBrandFiles } from './demo-brands.js';

// The pictures are drawn by scripts/generate-media.mjs (run it from apps/server after changing the
// menu); these checks keep the committed files in step with the demo brand files.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'public');
const MAX_BYTES = 9 * 1024;
const MIN_BYTES = 1024;

const demoItems = demoBrandFiles().flatMap((file) => file.items);
const pictures = demoItems.flatMap((item) =>
  item.images.map((image, slide) => ({
    sku: item.sku,
    slide,
    url: image.url,
    image,
    file: join(publicDir, image.url.replace(/^\/static\//, '')),
  })),
);

/** Tag names in document order, or an error text when open and close tags do not pair up. */
function checkTags(svg: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return `unexpected </${name}>`;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length ? `unclosed <${open.at(-1)}>` : null;
}

describe('demo menu pictures', () => {
  it('every item has at least one picture, all 600x600 SVGs under /static/media/{brand}/items', () => {
    for (const item of demoItems) expect(item.images.length, item.sku).toBeGreaterThan(0);
    for (const { url, image } of pictures) {
      expect(url).toMatch(/^\/static\/media\/[a-z-]+\/items\/[a-z0-9-]+\.svg$/);
      expect([image.width, image.height], url).toEqual([600, 600]);
    }
  });

  it('every picture URL resolves to a committed file', () => {
    const missing = pictures.filter(({ file }) => !existsSync(file)).map(({ url }) => url);
    expect(missing).toEqual([]);
  });

  it('no two pictures share the same content, across items and across the slides of one item', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { url, file } of pictures) {
      const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
      const earlier = seen.get(digest);
      if (earlier) duplicates.push(`${url} = ${earlier}`);
      else seen.set(digest, url);
    }
    expect(duplicates).toEqual([]);
  });

  it(`each file is a well-formed 600x600 SVG between ${MIN_BYTES} and ${MAX_BYTES} bytes, drawn locally`, () => {
    for (const { url, file } of pictures) {
      const svg = readFileSync(file, 'utf8');
      const size = Buffer.byteLength(svg);
      expect(size, url).toBeGreaterThanOrEqual(MIN_BYTES);
      expect(size, url).toBeLessThanOrEqual(MAX_BYTES);
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 600 600"/);
      expect(svg.trimEnd().endsWith('</svg>'), url).toBe(true);
      expect(checkTags(svg), url).toBeNull();
      // No glyphs, fonts, scripts or anything fetched at run time; no numbers gone wrong.
      expect(svg, url).not.toMatch(/<(text|tspan|font|script|image|foreignObject|style)\b/);
      expect(svg, url).not.toMatch(/(href|url)\(?="?(https?:|\/\/|data:)/);
      expect(svg, url).not.toMatch(/NaN|undefined|Infinity/);
      // Every in-file reference points at a definition of the same file.
      const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
      for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
        expect(ids.has(id), `${url} #${id}`).toBe(true);
    }
  });
});
