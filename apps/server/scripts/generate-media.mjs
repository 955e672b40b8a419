// Draws the demo item pictures: small hand-written SVGs (no downloads, no text glyphs), one drawing
// per category (a pan, flatbread, wrap, skewers, bowl, glass, cup, box...) in the category's colours,
// varied per item and per slide so every picture is recognisable. Writes exactly the files the
// dataset references: public/media/{brand}/items/{sku}[-n].svg, 600x600, each well under 3 KB.
// Run from apps/server: npx tsx scripts/generate-media.mjs
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDataset } from '../src/db/seed/data/index.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** Category (English name) -> drawing and colours [background, main, accent, detail]. */
const styles = {
  Breakfast: ['pan', '#FFF3D6', '#3B3B3B', '#F2B33D', '#C0392B'],
  Manakish: ['flatbread', '#F3EBDD', '#D9A55B', '#4F7A28', '#8C5A2B'],
  'Saj Wraps': ['wrap', '#F6EEDF', '#E2C08D', '#6B8E23', '#B5651D'],
  Grills: ['skewers', '#F7E6D8', '#7A3E1D', '#D35400', '#4F7A28'],
  Mezze: ['bowl', '#EEF2E4', '#E8D3A9', '#A0522D', '#5B8C32'],
  Salads: ['salad', '#E9F3E1', '#5E9E3A', '#C0392B', '#F4D35E'],
  Desserts: ['tray', '#FBEFE3', '#E0A339', '#7FB069', '#B5651D'],
  Drinks: ['glass', '#E6F3F2', '#F4E285', '#5FAD56', '#FFFFFF'],
  'Karak and Tea': ['cup', '#F5E8DA', '#B4753F', '#8A4B16', '#F2C14E'],
  'Chapati and Paratha': ['flatbread', '#FAEEDC', '#E8B96A', '#C0392B', '#8A4B16'],
  Sandwiches: ['sandwich', '#FDF1E1', '#E3B778', '#6B8E23', '#C0392B'],
  Snacks: ['basket', '#FFF4DF', '#C58A3C', '#E9B44C', '#8A4B16'],
  'Dates by Variety': ['dates', '#F6EBDD', '#5C2E16', '#8B4A22', '#C8A165'],
  'Stuffed Dates': ['stuffed', '#F8EFE2', '#4A2412', '#7FB069', '#F4E9D0'],
  'Gift Boxes': ['box', '#F3E7D9', '#6B3E26', '#C8A165', '#F8EFE2'],
};

/** Per-item touches where the category look would mislead (a hot drink among cold ones). */
const overrides = [
  [/KARAK|COFFEE/, 'cup', ['#F5E8DA', '#7A4A24', '#8A4B16', '#F2C14E']],
  [/AYRAN/, 'glass', ['#E6F3F2', '#FAFAF5', '#9CCC65', '#E0E0E0']],
  [/JALLAB/, 'glass', ['#F3E6EC', '#6D2C3E', '#C8A165', '#F4E9D0']],
  [/WATER/, 'glass', ['#E6F3F2', '#D4ECF7', '#4FC3F7', '#FFFFFF']],
];

function hash(text) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** A few round blobs scattered around (cx, cy) inside radius r, deterministic from seed. */
function scatter(seed, count, cx, cy, r, size, colours) {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const angle = ((seed >> (index % 16)) % 360) + index * 47;
    const distance = r * (0.25 + ((seed >> (index + 2)) & 7) / 10);
    const x = Math.round(cx + Math.cos((angle * Math.PI) / 180) * distance);
    const y = Math.round(cy + Math.sin((angle * Math.PI) / 180) * distance);
    out += `<circle cx="${x}" cy="${y}" r="${size + ((seed >> index) & 3) * 2}" fill="${colours[index % colours.length]}"/>`;
  }
  return out;
}

const plate = (fill = '#FFFFFF') =>
  `<ellipse cx="300" cy="318" rx="232" ry="222" fill="#000" opacity=".08"/><circle cx="300" cy="300" r="225" fill="${fill}"/><circle cx="300" cy="300" r="185" fill="none" stroke="#E9E2D6" stroke-width="6"/>`;

function draw(kind, seed, [bg, main, accent, detail]) {
  switch (kind) {
    case 'pan':
      return `<path d="M470 300l110-40" stroke="#3B3B3B" stroke-width="26" stroke-linecap="round"/><circle cx="280" cy="300" r="200" fill="${main}"/><circle cx="280" cy="300" r="172" fill="${detail}"/>${[
        0, 1, 2,
      ]
        .map((i) => {
          const x = 200 + i * 80;
          const y = 260 + ((seed >> i) & 3) * 25;
          return `<ellipse cx="${x}" cy="${y}" rx="48" ry="42" fill="#FFFFFF"/><circle cx="${x}" cy="${y}" r="19" fill="${accent}"/>`;
        })
        .join('')}`;
    case 'flatbread':
      return `${plate()}<circle cx="300" cy="300" r="165" fill="${main}"/><circle cx="300" cy="300" r="140" fill="${detail}" opacity=".25"/>${scatter(seed, 14, 300, 300, 130, 8, [accent, detail])}`;
    case 'wrap':
      return `${plate()}<g transform="rotate(${-30 + (seed % 20)} 300 300)"><rect x="140" y="245" width="320" height="110" rx="55" fill="${main}"/><ellipse cx="455" cy="300" rx="30" ry="55" fill="${detail}"/>${scatter(seed, 5, 455, 300, 30, 7, [accent, '#FFFFFF'])}<path d="M200 250v100M270 248v104M340 248v104" stroke="${detail}" stroke-width="5" opacity=".4"/></g>`;
    case 'skewers':
      return `${plate()}${[0, 1, 2]
        .map((i) => {
          const y = 220 + i * 80;
          let pieces = '';
          for (let j = 0; j < 5; j += 1)
            pieces += `<rect x="${150 + j * 62}" y="${y - 24}" width="50" height="48" rx="14" fill="${(seed >> (i + j)) & 1 ? main : accent}"/>`;
          return `<path d="M120 ${y}h360" stroke="#9E9E9E" stroke-width="6"/>${pieces}`;
        })
        .join('')}${scatter(seed, 4, 300, 300, 170, 10, [detail])}`;
    case 'bowl':
      return `${plate()}<circle cx="300" cy="300" r="150" fill="${main}"/><path d="M300 300m-90 0a90 90 0 1 0 180 0a70 70 0 1 0-140 0a45 45 0 1 0 90 0" fill="none" stroke="${accent}" stroke-width="10" opacity=".55"/><circle cx="300" cy="300" r="26" fill="#C9A227" opacity=".8"/>${scatter(seed, 6, 300, 300, 100, 7, [detail, accent])}`;
    case 'salad':
      return `${plate()}${[0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<ellipse cx="300" cy="210" rx="42" ry="85" fill="${i % 2 ? main : '#8BC34A'}" transform="rotate(${i * 51 + (seed % 40)} 300 300)"/>`,
        )
        .join('')}${scatter(seed, 9, 300, 300, 120, 15, [accent, detail, '#FFFFFF'])}`;
    case 'tray':
      return `<rect x="90" y="110" width="420" height="380" rx="40" fill="#C9A227"/><rect x="115" y="135" width="370" height="330" rx="26" fill="${main}"/>${[
        0, 1, 2,
      ]
        .map((row) =>
          [0, 1, 2]
            .map(
              (col) =>
                `<path d="M${185 + col * 115} ${170 + row * 100}l45 45-45 45-45-45z" fill="${detail}" opacity=".55"/><circle cx="${185 + col * 115}" cy="${215 + row * 100}" r="10" fill="${accent}"/>`,
            )
            .join(''),
        )
        .join('')}`;
    case 'glass':
      return `<ellipse cx="300" cy="520" rx="120" ry="22" fill="#000" opacity=".08"/><path d="M190 120h220l-30 390h-160z" fill="#FFFFFF" opacity=".7" stroke="#B0C4C4" stroke-width="6"/><path d="M${200 + (seed % 10)} 200h${200 - (seed % 20)}l-23 300h-154z" fill="${main}"/>${scatter(seed, 4, 300, 330, 60, 12, [detail])}<ellipse cx="360" cy="140" rx="40" ry="18" fill="${accent}" transform="rotate(-30 360 140)"/><path d="M330 90l-40 320" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`;
    case 'cup':
      return `<ellipse cx="300" cy="450" rx="200" ry="50" fill="#FFFFFF"/><ellipse cx="300" cy="445" rx="150" ry="32" fill="#E9E2D6"/><path d="M185 240h230l-20 190q-95 40-190 0z" fill="#FFFFFF"/><path d="M415 280q80 0 60 70t-70 40" fill="none" stroke="#FFFFFF" stroke-width="22"/><ellipse cx="300" cy="242" rx="115" ry="28" fill="${main}"/><ellipse cx="${285 + (seed % 30)}" cy="240" rx="30" ry="7" fill="${accent}" opacity=".6"/><path d="M250 190q-25-35 0-70M300 180q-25-40 0-85M350 190q-25-35 0-70" stroke="${detail}" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>`;
    case 'sandwich':
      return `${plate()}<g transform="rotate(${seed % 30} 300 300)"><path d="M150 380l150-220 150 220z" fill="${main}"/><path d="M170 375l130-190 130 190z" fill="#FFF8E7"/><path d="M175 370h250" stroke="${accent}" stroke-width="16"/><path d="M185 352h230" stroke="${detail}" stroke-width="10"/></g>`;
    case 'basket':
      return `<path d="M110 300h380l-50 200h-280z" fill="${main}"/><path d="M130 340h340M150 400h300M170 460h260" stroke="${detail}" stroke-width="6" opacity=".5"/>${scatter(seed, 10, 300, 260, 120, 30, [accent, '#F4D35E', detail])}`;
    case 'dates':
    case 'stuffed': {
      let pile = '';
      for (let index = 0; index < 9; index += 1) {
        const x = 190 + (index % 3) * 110 + ((seed >> index) & 7);
        const y = 200 + Math.floor(index / 3) * 100;
        const tilt = ((seed >> index) % 50) - 25;
        const skin = kind === 'stuffed' ? (index % 2 ? main : '#6B3A1E') : index % 2 ? main : accent;
        pile += `<ellipse cx="${x}" cy="${y}" rx="52" ry="30" fill="${skin}" transform="rotate(${tilt} ${x} ${y})"/>`;
        pile +=
          kind === 'stuffed'
            ? `<ellipse cx="${x}" cy="${y}" rx="22" ry="10" fill="${index % 3 ? accent : detail}" transform="rotate(${tilt} ${x} ${y})"/>`
            : `<path d="M${x - 30} ${y - 8}q30-12 60 0" stroke="${detail}" stroke-width="4" fill="none" opacity=".5"/>`;
      }
      return `${plate('#FBF6EE')}${pile}`;
    }
    case 'box':
      return `<ellipse cx="300" cy="500" rx="220" ry="28" fill="#000" opacity=".1"/><rect x="110" y="200" width="380" height="290" rx="14" fill="${main}"/><rect x="95" y="160" width="410" height="70" rx="12" fill="${main}" stroke="${accent}" stroke-width="6"/><rect x="280" y="160" width="40" height="330" fill="${accent}"/><path d="M300 160c-70-90-140-20-60 0M300 160c70-90 140-20 60 0" stroke="${accent}" stroke-width="18" fill="none"/>${scatter(seed, 5, 300, 360, 120, 6, [detail])}`;
    default:
      throw new Error(`no drawing for ${kind}`);
  }
}

function svg(kind, seed, colours, slide) {
  const [bg] = colours;
  const tilt = slide === 0 ? '' : ` transform="rotate(${slide * 14} 300 300)"`;
  const spot = slide === 2 ? `<circle cx="480" cy="110" r="60" fill="${colours[2]}" opacity=".25"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${bg}"/>${spot}<g${tilt}>${draw(kind, seed, colours)}</g></svg>\n`;
}

for (const brand of readdirSync(join(publicDir, 'media'))) {
  rmSync(join(publicDir, 'media', brand, 'items'), { recursive: true, force: true });
}

const categoryName = new Map(demoDataset.categories.map((category) => [category.id, category.name.en]));
let files = 0;
let bytes = 0;
let largest = 0;
for (const item of demoDataset.items) {
  const style = styles[categoryName.get(item.categoryId)];
  if (!style) throw new Error(`no style for category of ${item.sku}`);
  const override = overrides.find(
    ([pattern]) => item.categoryId && style[0] === 'glass' && pattern.test(item.sku),
  );
  const [kind, ...colours] = override ? [override[1], ...override[2]] : style;
  item.images.forEach((image, slide) => {
    if (image.width !== 600 || image.height !== 600) throw new Error(`${image.url} should be 600x600`);
    const file = join(publicDir, image.url.replace(/^\/static\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg(kind, hash(item.sku) + slide * 7919, colours, slide));
    const size = statSync(file).size;
    files += 1;
    bytes += size;
    largest = Math.max(largest, size);
  });
}
process.stdout.write(
  `drew ${files} pictures, ${(bytes / 1024).toFixed(1)} KB in all, largest ${largest} bytes\n`,
);
