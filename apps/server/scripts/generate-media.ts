// Draws the demo item pictures (small SVGs, no downloads): a plate, cup or box coloured by
// category, with a pattern varied by the item, so every item has its own recognisable picture.
// Run: npx tsx scripts/generate-media.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { demoDataset } from '../src/db/seed/data/index.js';

const palettes = [
  ['#F4E9D0', '#C9822B', '#6B8E23'],
  ['#FCEFD9', '#B5651D', '#2F6B3A'],
  ['#EFE6DA', '#8A4B16', '#D9A441'],
  ['#F7EDE2', '#A23E48', '#F2C14E'],
  ['#E8F1E4', '#3E7C3E', '#E07A5F'],
  ['#FFF4E0', '#6B3E26', '#C8A165'],
];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function drawing(kind: 'plate' | 'cup' | 'box', seed: number, colours: string[]): string {
  const [bg, main, accent] = colours as [string, string, string];
  const dots = Array.from({ length: 7 }, (_, index) => {
    const angle = ((seed % 360) + index * 51) * (Math.PI / 180);
    const radius = 70 + ((seed >> (index + 3)) % 60);
    return `<circle cx="${Math.round(300 + Math.cos(angle) * radius)}" cy="${Math.round(300 + Math.sin(angle) * radius)}" r="${14 + ((seed >> index) % 14)}" fill="${index % 2 ? accent : main}" opacity="0.85"/>`;
  }).join('');
  const body =
    kind === 'cup'
      ? `<path d="M200 220h200v150a100 100 0 0 1-200 0z" fill="${main}"/><path d="M400 250a45 45 0 0 1 0 90" stroke="${main}" stroke-width="22" fill="none"/><path d="M250 150q20 30 0 55M300 140q20 30 0 60M350 150q20 30 0 55" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`
      : kind === 'box'
        ? `<rect x="150" y="190" width="300" height="230" rx="18" fill="${main}"/><rect x="150" y="170" width="300" height="50" rx="12" fill="${accent}"/><rect x="285" y="170" width="30" height="250" fill="${bg}" opacity="0.7"/>${dots}`
        : `<circle cx="300" cy="300" r="210" fill="#FFFFFF"/><circle cx="300" cy="300" r="175" fill="${bg}" stroke="${main}" stroke-width="6"/>${dots}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${bg}"/>${body}</svg>\n`;
}

const publicDir = join(import.meta.dirname, '..', 'public');
const categoryOrder = new Map(demoDataset.categories.map((category, index) => [category.id, index]));
for (const item of demoDataset.items) {
  const colours = palettes[(categoryOrder.get(item.categoryId) ?? 0) % palettes.length]!;
  const name = `${item.title.en} ${item.description.en}`.toLowerCase();
  const kind = /tea|karak|coffee|chai|mint|ayran|jallab|water|sulaimani/.test(name)
    ? 'cup'
    : /box|tray|dates/.test(name)
      ? 'box'
      : 'plate';
  item.images.forEach((image, index) => {
    const file = join(publicDir, image.url.replace(/^\/static\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, drawing(kind, hash(item.sku) + index * 97, colours));
  });
}
process.stdout.write(
  `drew ${demoDataset.items.reduce((sum, item) => sum + item.images.length, 0)} pictures\n`,
);
