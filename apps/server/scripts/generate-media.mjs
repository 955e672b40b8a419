// Draws the demo menu pictures: one hand-written SVG per picture, each its own dish (shakshuka is
// eggs in red sauce in a pan, hummus a swirled bowl with oil, Ajwa dates are small and near black),
// and each slide of an item a different view (the dish, a close-up, the dish with its sides).
// Deterministic (a seeded random per item and slide), no text glyphs, fonts or downloads; 600x600,
// readable from a 96 px card to the 458 px slider, each file well under 6 KB.
// Writes exactly the files the demo brand files reference: public/media/{brand}/items/{sku}[-n].svg.
//
// Run from apps/server:   npx tsx scripts/generate-media.mjs
// then commit public/media; src/db/seed/media.test.ts checks the files against the brand files.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoBrandFiles } from '../src/db/seed/demo-brands.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const R = Math.round;
const TAU = Math.PI * 2;

function hash(text) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** mulberry32: a small seeded random, so a run always draws the same pictures. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One picture being drawn: its random numbers and its shared definitions (gradients, shapes). */
class Picture {
  constructor(seed) {
    this.random = seeded(seed);
    this.defs = new Map();
  }
  rnd(min = 0, max = 1) {
    return min + (max - min) * this.random();
  }
  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }
  def(key, markup) {
    let entry = this.defs.get(key);
    if (!entry) {
      const id = `d${this.defs.size.toString(36)}`;
      entry = { id, markup: markup(id) };
      this.defs.set(key, entry);
    }
    return entry.id;
  }
  gradient(kind, stops, attrs = '') {
    const id = this.def(`${kind}${stops.join()}${attrs}`, (id) => {
      const body = stops
        .map((stop, index) => {
          const [colour, opacity] = stop.split(' ');
          const offset = index === 0 ? '' : ` offset="${num(index / (stops.length - 1))}"`;
          return `<stop${offset} stop-color="${colour}"${opacity ? ` stop-opacity="${num(+opacity)}"` : ''}/>`;
        })
        .join('');
      return `<${kind}Gradient id="${id}"${attrs}>${body}</${kind}Gradient>`;
    });
    return `url(#${id})`;
  }
  /** Lit from the top start: a rounded thing (a ball, an egg yolk, a date). */
  ball(...stops) {
    return this.gradient('radial', stops, ' cx=".38" cy=".32" r=".75"');
  }
  /** Lit in the middle: a flat surface (a dip, a plate, a sauce). */
  dome(...stops) {
    return this.gradient('radial', stops, ' cx=".45" cy=".4" r=".65"');
  }
  /** Top to bottom. */
  lin(...stops) {
    return this.gradient('linear', stops, ' x2="0" y2="1"');
  }
  /** Start to end. */
  side(...stops) {
    return this.gradient('linear', stops);
  }
  /** A shape drawn once in <defs> and placed many times with <use>. */
  shape(key, markup) {
    return this.def(key, (id) => `<g id="${id}">${markup}</g>`);
  }
  svg(body) {
    const defs = [...this.defs.values()].map((entry) => entry.markup).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><defs>${defs}</defs>${body}</svg>\n`;
  }
}

/** A short number: two decimals at most, no leading zero. */
const num = (value) => String(+value.toFixed(2)).replace(/^(-?)0\./, '$1.');
const tf = (x, y, rotate = 0, scale = 1) =>
  `translate(${R(x)} ${R(y)})${R(rotate) ? ` rotate(${R(rotate)})` : ''}${num(scale) !== '1' ? ` scale(${num(scale)})` : ''}`;
const use = (id, x, y, rotate = 0, scale = 1) =>
  `<use href="#${id}" transform="${tf(x, y, rotate, scale)}"/>`;

/** A round-ish closed outline through n points at radius r (irregular by `wobble`). */
function blob(p, cx, cy, rx, ry = rx, wobble = 0.12, n = 9) {
  const points = Array.from({ length: n }, (_, index) => {
    const angle = (index / n) * TAU + p.rnd(-0.15, 0.15);
    const k = 1 + p.rnd(-wobble, wobble);
    return [cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k];
  });
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(points[n - 1], points[0]);
  let d = `M${R(start[0])} ${R(start[1])}`;
  points.forEach((point, index) => {
    const end = mid(point, points[(index + 1) % n]);
    d += `Q${R(point[0])} ${R(point[1])} ${R(end[0])} ${R(end[1])}`;
  });
  return `${d}Z`;
}

/** n points spread over a disc (or ellipse), roughly even, deterministic. */
function spots(p, n, cx, cy, rx, ry = rx) {
  const out = [];
  for (let index = 0; index < n; index += 1) {
    const angle = index * 2.39996 + p.rnd(-0.3, 0.3);
    const distance = Math.sqrt((index + 0.5) / n) * p.rnd(0.85, 1);
    out.push([cx + Math.cos(angle) * rx * distance, cy + Math.sin(angle) * ry * distance, p.rnd(0, 360)]);
  }
  return out;
}

/** Small round bits of one colour (herbs, seeds, spices): round caps on zero-length strokes. */
function dots(p, n, cx, cy, rx, size, fill, ry = rx, extra = '') {
  const d = spots(p, n, cx, cy, rx, ry)
    .map(([x, y]) => `M${R(x)} ${R(y)}h0`)
    .join('');
  return `<path d="${d}" stroke="${fill}" stroke-width="${R(size * 2)}" stroke-linecap="round"${extra}/>`;
}

/** Short strokes (chopped herbs, seeds, threads). */
function flecks(p, n, cx, cy, rx, length, width, colour, ry = rx, extra = '') {
  const d = spots(p, n, cx, cy, rx, ry)
    .map(([x, y, angle]) => {
      const dx = Math.cos((angle * Math.PI) / 180) * length;
      const dy = Math.sin((angle * Math.PI) / 180) * length;
      return `M${R(x)} ${R(y)}l${R(dx)} ${R(dy)}`;
    })
    .join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

function shadow(p, cx, cy, rx, ry = rx, strength = 0.35) {
  return `<ellipse cx="${R(cx)}" cy="${R(cy)}" rx="${R(rx)}" ry="${R(ry)}" fill="${p.gradient('radial', [`#000 ${strength}`, `#000 ${strength * 0.6}`, '#000 0'])}"/>`;
}

const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${R(cx)}" cy="${R(cy)}" r="${R(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${R(cx)}" cy="${R(cy)}" rx="${R(rx)}" ry="${R(ry)}" fill="${fill}"${extra}/>`;
const gloss = (cx, cy, rx, ry, opacity = 0.45, rotate = -25) =>
  `<ellipse cx="${R(cx)}" cy="${R(cy)}" rx="${R(rx)}" ry="${R(ry)}" fill="#fff" opacity="${num(opacity)}"${rotate ? ` transform="rotate(${rotate} ${R(cx)} ${R(cy)})"` : ''}/>`;

// ---------------------------------------------------------------- tableware

function plate(p, cx, cy, r, trim = null) {
  return `${shadow(p, cx + 10, cy + 16, r * 1.04)}${circle(cx, cy, r, p.dome('#FFFFFF', '#F4F1EC', '#D9D2C6'))}${circle(cx, cy, r * 0.8, p.dome('#FFFFFF', '#EFEAE2'))}${
    trim
      ? circle(
          cx,
          cy,
          r * 0.9,
          'none',
          ` stroke="${trim}" stroke-width="${R(r * 0.03)}" stroke-dasharray="${R(r * 0.08)} ${R(r * 0.05)}"`,
        )
      : ''
  }`;
}

function platter(p, cx, cy, rx, ry) {
  return `${shadow(p, cx + 10, cy + 16, rx * 1.04, ry * 1.06)}${ellipse(cx, cy, rx, ry, p.dome('#FFFFFF', '#F2EEE8', '#D6CEC2'))}${ellipse(cx, cy, rx * 0.84, ry * 0.8, p.dome('#FFFFFF', '#EDE8DF'))}`;
}

const GLAZES = {
  terracotta: ['#E0976B', '#B65A34', '#8A3F22'],
  blue: ['#4C82B8', '#245487', '#163A60'],
  cream: ['#FBF5EA', '#E8DCC6', '#C7B79B'],
  olive: ['#9AA566', '#6B7A3A', '#48541F'],
  white: ['#FFFFFF', '#EFEBE4', '#D2CABD'],
  teal: ['#4FA3A0', '#2C7471', '#1B4E4C'],
};

/** A bowl seen from above; food goes inside radius r * 0.8. */
function bowl(p, cx, cy, r, glaze = 'cream') {
  const [light, mid, dark] = GLAZES[glaze];
  return `${shadow(p, cx + 10, cy + 16, r * 1.05)}${circle(cx, cy, r, p.ball(light, mid, dark))}${circle(cx, cy, r * 0.86, p.dome(dark, mid))}`;
}

function pan(p, cx, cy, r) {
  return `${shadow(p, cx + 10, cy + 16, r * 1.05)}<path d="M${R(cx + r * 0.8)} ${R(cy - r * 0.45)}l${R(r * 0.55)} ${R(-r * 0.3)}" stroke="#2A2A2A" stroke-width="${R(r * 0.16)}" stroke-linecap="round"/>${circle(cx, cy, r, p.ball('#5A5A5A', '#2B2B2B', '#151515'))}${circle(cx, cy, r * 0.88, '#1E1E1E')}`;
}

function board(p, cx, cy, w, h, rotate = 0) {
  return `<g transform="rotate(${rotate} ${cx} ${cy})">${shadow(p, cx + 10, cy + 16, w * 0.55, h * 0.56)}<rect x="${R(cx - w / 2)}" y="${R(cy - h / 2)}" width="${R(w)}" height="${R(h)}" rx="${R(h * 0.12)}" fill="${p.lin('#D9A86C', '#B57A43')}"/>${flecks(p, 6, cx, cy, w * 0.42, w * 0.18, 3, '#8C5A2B', h * 0.38, ' opacity=".3"').replace(/l(-?\d+) (-?\d+)/g, (_, dx) => `l${Math.abs(dx)} 0`)}</g>`;
}

/** Kraft paper a sandwich sits on, with a printed stripe in the brand colour. */
function paper(p, cx, cy, size, rotate, stripe) {
  return `<g transform="rotate(${rotate} ${cx} ${cy})">${shadow(p, cx + 8, cy + 12, size * 0.56)}<rect x="${R(cx - size / 2)}" y="${R(cy - size / 2)}" width="${R(size)}" height="${R(size)}" fill="${p.lin('#F3E6CC', '#E2CFA9')}"/><path d="M${R(cx - size / 2)} ${R(cy + size * 0.38)}h${R(size)}" stroke="${stripe}" stroke-width="${R(size * 0.05)}" opacity=".8"/></g>`;
}

// ---------------------------------------------------------------- food parts

function egg(p, cx, cy, s) {
  return `<path d="${blob(p, cx, cy, s, s * 0.9, 0.18, 8)}" fill="${p.dome('#FFFFFF', '#F3EEE2')}"/>${circle(cx + s * 0.05, cy, s * 0.42, p.ball('#FFD766', '#F6A21B', '#D97706'))}${gloss(cx - s * 0.08, cy - s * 0.14, s * 0.13, s * 0.07, 0.8)}`;
}

function chickpeas(p, n, cx, cy, rx, size = 9, ry = rx) {
  const id = p.shape(
    `cp${size}`,
    `${circle(0, 0, size, p.ball('#F4DDA6', '#D4A862', '#A8773C'))}<path d="M${-size * 0.3} ${-size * 0.6}q${size * 0.3} ${size * 0.3} 0 ${size * 0.6}" stroke="#A8773C" stroke-width="1.5" fill="none"/>`,
  );
  return spots(p, n, cx, cy, rx, ry)
    .map(([x, y, a]) => use(id, x, y, a))
    .join('');
}

function leaf(p, x, y, length, width, rotate, fill) {
  return `<path d="M0 0q${R(width)} ${R(-length / 2)} 0 ${R(-length)}q${R(-width)} ${R(length / 2)} 0 ${R(length)}" fill="${fill}" transform="${tf(x, y, rotate)}"/>`;
}

function mint(p, x, y, scale = 1) {
  const fill = p.ball('#8BD06A', '#3E8E3A');
  return `<g transform="${tf(x, y, p.rnd(0, 360), scale)}">${[0, 72, 144, 216, 288].map((a) => leaf(p, 0, 0, 46, 22, a, fill)).join('')}${circle(0, 0, 6, '#2F6B2C')}</g>`;
}

function parsley(p, n, cx, cy, rx, ry = rx) {
  return `${dots(p, n, cx, cy, rx, 4, '#3F8A2E', ry)}${dots(p, Math.ceil(n / 2), cx, cy, rx, 3, '#6DB544', ry)}`;
}

function lemonWedge(p, x, y, rotate, s = 1) {
  return `<g transform="${tf(x, y, rotate, s)}"><path d="M-50 0a50 50 0 0 0 100 0z" fill="#F2C318"/><path d="M-43 2a43 43 0 0 0 86 0z" fill="${p.dome('#FFF6B0', '#F7E36A')}"/><path d="M0 2v38M0 2l-28 28M0 2l28 28" stroke="#FFFBE0" stroke-width="3"/></g>`;
}

function lemonSlice(p, x, y, r) {
  return `${circle(x, y, r, '#F2C318')}${circle(x, y, r * 0.86, p.dome('#FFF6B0', '#F5DF5E'))}<path d="M${R(x - r * 0.8)} ${R(y)}h${R(r * 1.6)}M${R(x)} ${R(y - r * 0.8)}v${R(r * 1.6)}M${R(x - r * 0.56)} ${R(y - r * 0.56)}l${R(r * 1.12)} ${R(r * 1.12)}M${R(x + r * 0.56)} ${R(y - r * 0.56)}l${R(-r * 1.12)} ${R(r * 1.12)}" stroke="#FFFBE0" stroke-width="${R(r * 0.08) || 1}"/>`;
}

function tomatoSlice(p, x, y, r) {
  return `${circle(x, y, r, '#D93A25')}${circle(x, y, r * 0.8, p.dome('#F0624A', '#C8301C'))}${dots(p, 6, x, y, r * 0.5, r * 0.08, '#F6D27A')}`;
}

function cucumberSlice(p, x, y, r) {
  return `${circle(x, y, r, '#3D7A2A')}${circle(x, y, r * 0.86, p.dome('#E6F2C2', '#C4DE8E'))}${dots(p, 5, x, y, r * 0.45, r * 0.07, '#F4F7DF')}`;
}

function olive(p, x, y, rotate, black = true) {
  return `<g transform="${tf(x, y, rotate)}">${ellipse(0, 0, 16, 12, black ? p.ball('#5E4A5A', '#2A1C26') : p.ball('#A7B44E', '#667624'))}${gloss(-5, -5, 5, 3, 0.6)}</g>`;
}

function pickles(p, cx, cy, r) {
  const pink = p.lin('#F06A9A', '#B8255F');
  const green = p.lin('#9CB84A', '#5E7A22');
  return spots(p, 7, cx, cy, r)
    .map(
      ([x, y, a], index) =>
        `<rect x="-9" y="-26" width="18" height="52" rx="8" fill="${index % 3 ? pink : green}" transform="${tf(x, y, a)}"/>`,
    )
    .join('');
}

function pita(p, cx, cy, r, rotate = 0) {
  return `<g transform="rotate(${rotate} ${cx} ${cy})">${shadow(p, cx + 6, cy + 10, r)}<path d="${blob(p, cx, cy, r, r * 0.96, 0.05)}" fill="${p.dome('#F8E3B8', '#E7C48A', '#C9955A')}"/>${dots(p, 7, cx, cy, r * 0.7, r * 0.07, '#B9773C', r * 0.7, ' opacity=".45"')}</g>`;
}

/** Round bread: crust, topping (a flat fill) and what is scattered on it. */
function roundBread(p, cx, cy, r, topping, extras = '') {
  return `${shadow(p, cx + 8, cy + 12, r * 1.03)}<path d="${blob(p, cx, cy, r, r, 0.05, 10)}" fill="${p.ball('#F2CB8A', '#D99A52', '#B06E30')}"/>${dots(p, 6, cx, cy, r * 0.96, r * 0.04, '#8E4F1E', r * 0.96, ' opacity=".5"')}<path d="${blob(p, cx, cy, r * 0.84, r * 0.84, 0.06, 10)}" fill="${topping}"/>${extras}`;
}

/** A chunk threaded on a skewer, as a shape placed with <use>. */
function chunk(p, kind) {
  const kinds = {
    chicken: [p.ball('#FBC572', '#E0863A', '#B45A1C'), '#7A3510'],
    tikka: [p.ball('#C9704A', '#8E3A1E', '#5C2110'), '#3A1206'],
    lamb: [p.ball('#A8674A', '#6E3A24', '#44200F'), '#2A1006'],
  };
  const [fill, char] = kinds[kind];
  return p.shape(
    `chunk${kind}`,
    `<rect x="-24" y="-22" width="48" height="44" rx="13" fill="${fill}"/><path d="M-14-15l9 30M4-17l9 30" stroke="${char}" stroke-width="5" stroke-linecap="round" opacity=".55"/>`,
  );
}

function skewer(p, x1, y1, x2, y2, kind) {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const length = Math.hypot(x2 - x1, y2 - y1);
  let out = `<path d="M${R(x1)} ${R(y1)}L${R(x2)} ${R(y2)}" stroke="#9BA3AB" stroke-width="6" stroke-linecap="round"/>`;
  if (kind === 'kofta') {
    const mid = [(x1 + x2) / 2, (y1 + y2) / 2];
    const body = length * 0.7;
    out += `<g transform="${tf(mid[0], mid[1], angle)}"><rect x="${R(-body / 2)}" y="-26" width="${R(body)}" height="52" rx="26" fill="${p.lin('#9C5A36', '#6B3219', '#4A1E0C')}"/><path d="${Array.from({ length: 6 }, (_, i) => `M${R(-body / 2 + 25 + i * ((body - 50) / 5))} -22l-12 44`).join('')}" stroke="#2B0F05" stroke-width="6" opacity=".55"/>${dots(p, 8, 0, 0, body * 0.4, 3, '#3F7A25', 14)}<rect x="${R(-body / 2 + 12)}" y="-18" width="${R(body - 24)}" height="8" rx="4" fill="#fff" opacity=".18"/></g>`;
    return out;
  }
  const id = chunk(p, kind);
  const veg = [
    `<rect x="-18" y="-20" width="36" height="40" rx="6" fill="${p.ball('#E8533A', '#B3261A')}"/>`,
    `<rect x="-18" y="-20" width="36" height="40" rx="6" fill="${p.ball('#7CBF4A', '#3F7E24')}"/>`,
    `<path d="M-16-20h32v40h-32z" fill="${p.dome('#FFF4F2', '#E9C9D2')}" stroke="#B97A9A" stroke-width="3"/>`,
  ];
  const pieces = Math.max(3, Math.floor(length / 58));
  for (let index = 0; index < pieces; index += 1) {
    const t = (index + 0.9) / (pieces + 0.8);
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    out +=
      kind !== 'chicken' && index % 3 === 1
        ? `<g transform="${tf(x, y, angle)}">${veg[index % veg.length]}</g>`
        : use(id, x, y, angle + p.rnd(-8, 8), p.rnd(0.92, 1.06));
  }
  return out;
}

/** A saj or paratha roll cut open: the bread, its toasted spots and the filling at the cut end. */
function roll(p, x, y, rotate, length, radius, bread, filling) {
  const [light, dark] = bread;
  const fillingBits = filling
    .slice(1)
    .map(([colour, count, size]) => dots(p, count, 0, 0, radius * 0.34, size, colour, radius * 0.62))
    .join('');
  return `<g transform="${tf(x, y, rotate)}">${shadow(p, length / 2 + 8, 12, length * 0.55, radius * 1.05)}<rect x="0" y="${-radius}" width="${R(length)}" height="${R(radius * 2)}" rx="${R(radius)}" fill="${p.lin(light, dark, light)}"/>${dots(p, 8, length * 0.55, 0, length * 0.38, radius * 0.09, '#9E5A22', radius * 0.75, ' opacity=".35"')}<path d="M${R(length * 0.3)} ${R(-radius)}q-${R(radius * 0.5)} ${R(radius)} 0 ${R(radius * 2)}" stroke="${dark}" stroke-width="3" fill="none" opacity=".6"/>${ellipse(0, 0, radius * 0.55, radius, light)}${ellipse(0, 0, radius * 0.42, radius * 0.84, filling[0][0])}${fillingBits}</g>`;
}

function fries(p, cx, cy, rx, ry, n, dust = null) {
  const fill = p.lin('#FFE08A', '#F0B43C');
  const sticks = spots(p, n, cx, cy, rx, ry)
    .map(
      ([x, y, a]) =>
        `<rect x="-8" y="-38" width="16" height="76" rx="4" fill="${fill}" stroke="#D9962A" stroke-width="2" transform="${tf(x, y, a)}"/>`,
    )
    .join('');
  return `${sticks}${dust ? dots(p, 40, cx, cy, rx, 2.5, dust, ry) : ''}`;
}

function dip(p, cx, cy, r, surface, glaze = 'white', extras = '') {
  return `${bowl(p, cx, cy, r, glaze)}${circle(cx, cy, r * 0.8, surface)}${extras}`;
}

const garlicDip = (p, cx, cy, r) =>
  dip(
    p,
    cx,
    cy,
    r,
    p.dome('#FFFFFF', '#F2EEDF'),
    'white',
    gloss(cx - r * 0.2, cy - r * 0.25, r * 0.25, r * 0.1, 0.8),
  );
const tahiniDip = (p, cx, cy, r) =>
  dip(p, cx, cy, r, p.dome('#F4E7C8', '#E0C898'), 'terracotta', parsley(p, 6, cx, cy, r * 0.4));

function hummusSurface(p, cx, cy, r, base, groove, topping) {
  return `${circle(cx, cy, r, p.dome(...base))}${circle(cx, cy, r * 0.64, 'none', ` stroke="${groove}" stroke-width="${R(r * 0.09)}" opacity=".45"`)}${circle(cx, cy, r * 0.36, p.dome('#E1C948', '#A8962A'), ' opacity=".85"')}${gloss(cx - r * 0.1, cy - r * 0.15, r * 0.14, r * 0.06, 0.7)}${topping}`;
}

// ---------------------------------------------------------------- tables and views

const TABLES = {
  // Oiled olive-wood table.
  'zaatar-house': (p) =>
    `<rect width="600" height="600" fill="${p.side('#CFA071', '#B07B4C', '#C28C5B')}"/><path d="M0 70q300-30 600 10M0 190q300 30 600-5M0 330q300-25 600 15M0 470q300 30 600-10" stroke="#8E5D33" stroke-width="4" fill="none" opacity=".35"/>`,
  // Turquoise café counter.
  'karak-corner': (p) =>
    `<rect width="600" height="600" fill="${p.side('#3F928C', '#2C6E6A')}"/><path d="M0 150h600M0 300h600M0 450h600" stroke="#23605C" stroke-width="4" opacity=".5"/>`,
  // Linen with a woven runner.
  'dates-and-co': (p) =>
    `<rect width="600" height="600" fill="${p.side('#F5EBDB', '#E6D4B9')}"/><path d="M-40 420L420-40M60 640L640 60" stroke="#C9A46A" stroke-width="60" opacity=".25"/>`,
};

const vignette = (p) =>
  `<rect width="600" height="600" fill="${p.gradient('radial', ['#000 0', '#000 0', '#000 .22'], ' r=".75"')}"/>`;

/** The views of a dish: 'hero' as served, 'close' a close-up, 'sides' smaller with its sides. */
function compose(p, brand, view, dish, sides) {
  let body;
  if (view === 'close') body = `<g transform="matrix(1.5 0 0 1.5 -150 -165)">${dish(p)}</g>`;
  else if (view === 'sides') body = `<g transform="matrix(.68 0 0 .68 22 8)">${dish(p)}</g>${sides(p)}`;
  else body = dish(p);
  return `${TABLES[brand](p)}${body}${vignette(p)}`;
}

// ---------------------------------------------------------------- sides

const sideSets = {
  breadPickles: (p) =>
    `${pita(p, 500, 140, 100, 20)}${dip(p, 455, 455, 105, p.dome('#F7E9D0', '#E6D2AE'), 'blue', pickles(p, 455, 455, 60))}${mint(p, 120, 500, 1.2)}`,
  breadTea: (p) =>
    `${pita(p, 500, 140, 100, 20)}${teaGlassTop(p, 460, 460, 80, '#C98A4B')}${olive(p, 110, 470, 20)}${olive(p, 150, 520, 80, false)}${olive(p, 90, 540, 140)}`,
  friesGarlic: (p) =>
    `${plate(p, 470, 450, 115)}${fries(p, 470, 450, 70, 60, 11)}${garlicDip(p, 500, 150, 75)}${lemonWedge(p, 110, 520, -30)}`,
  salad: (p) =>
    `${bowl(p, 460, 460, 110, 'olive')}${saladMix(p, 460, 460, 88)}${garlicDip(p, 505, 145, 72)}${mint(p, 110, 510, 1.1)}`,
  coffee: (p) =>
    `${finjanTop(p, 470, 460, 80)}${dates(
      p,
      'khalas',
      [
        [500, 140, 20],
        [440, 190, 70],
      ],
      1,
    )}`,
};

function teaGlassTop(p, cx, cy, r, tea) {
  return `${shadow(p, cx + 8, cy + 12, r * 1.35)}${circle(cx, cy, r * 1.35, p.dome('#FFFFFF', '#E8E4DC'))}${circle(cx, cy, r, p.dome('#FFFFFF', '#DCE6E6'), ' opacity=".9"')}${circle(cx, cy, r * 0.86, p.dome(tea, '#8A5326'))}${gloss(cx - r * 0.3, cy - r * 0.3, r * 0.3, r * 0.1, 0.5)}`;
}

function finjanTop(p, cx, cy, r) {
  return `${shadow(p, cx + 8, cy + 12, r * 1.1)}${circle(cx, cy, r, p.ball('#FFFFFF', '#E5DCCB'))}<circle cx="${cx}" cy="${cy}" r="${R(r * 0.9)}" fill="none" stroke="#C9A227" stroke-width="5"/>${circle(cx, cy, r * 0.78, p.dome('#E9C46A', '#B98A2E'))}${gloss(cx - r * 0.25, cy - r * 0.3, r * 0.25, r * 0.08, 0.5)}`;
}

function saladMix(p, cx, cy, r) {
  const greens = [p.ball('#9BD46A', '#4E9A32'), p.ball('#C6E58A', '#78B043')];
  let out = spots(p, 9, cx, cy, r * 0.8)
    .map(([x, y, a], index) => leaf(p, x, y, r * 0.55, r * 0.28, a, greens[index % 2]))
    .join('');
  out += spots(p, 5, cx, cy, r * 0.6)
    .map(([x, y], index) => (index % 2 ? tomatoSlice(p, x, y, r * 0.17) : cucumberSlice(p, x, y, r * 0.16)))
    .join('');
  return out;
}

// ---------------------------------------------------------------- dates

const DATES = {
  medjool: { length: 46, width: 27, skin: ['#9A5634', '#6B2E17', '#3E170A'], wrinkles: 5, calyx: true },
  khalas: { length: 40, width: 22, skin: ['#D98E3E', '#A4581C', '#6A3210'], wrinkles: 2, calyx: true },
  sukkari: { length: 38, width: 22, skin: ['#F2CF7A', '#D39A45', '#96581F'], wrinkles: 4, calyx: false },
  ajwa: { length: 31, width: 22, skin: ['#5A3A30', '#2E1A14', '#160A07'], wrinkles: 4, calyx: false },
  fardh: { length: 44, width: 18, skin: ['#874326', '#52210F', '#2A0E05'], wrinkles: 1, calyx: true },
};

/** One date of a variety, as a shape; `filling` draws what is stuffed into its slit. */
function dateShape(p, variety, filling = '') {
  const { length: l, width: w, skin, wrinkles, calyx } = DATES[variety];
  return p.shape(
    `date-${variety}-${filling}`,
    `<path d="M${-l} 2C${-l} ${R(-w * 1.3)} ${l} ${R(-w * 1.4)} ${l} 0C${l} ${R(w * 1.35)} ${-l} ${R(w * 1.3)} ${-l} 2z" fill="${p.ball(...skin)}"/>${
      wrinkles
        ? `<path d="${Array.from({ length: wrinkles }, (_, i) => `M${R(-l * 0.7 + i * ((l * 1.3) / wrinkles))} ${R(-w * 0.6)}q${R(l * 0.12)} ${R(w * 0.5)} 0 ${R(w * 1.1)}`).join('')}" stroke="${skin[2]}" stroke-width="2.5" fill="none" opacity=".5"/>`
        : ''
    }${gloss(-l * 0.25, -w * 0.45, l * 0.45, w * 0.16, 0.4, 0)}${calyx ? ellipse(-l + 3, 2, 5, 8, '#D9B27A') : ''}${filling}`,
  );
}

/** Dates placed at [x, y, rotate] with a scale. */
function dates(p, variety, places, scale, filling = '') {
  const id = dateShape(p, variety, filling);
  return places.map(([x, y, a]) => use(id, x, y, a, scale)).join('');
}

const FILLINGS = {
  almond: `<path d="M-26-4q26-18 52 0q-26 16-52 0z" fill="#D9A868"/><path d="M-20-4q20-10 40 0" stroke="#F2D6A8" stroke-width="4" fill="none"/>`,
  pistachio: `<path d="M-30-2q30-16 60 0q-30 12-60 0z" fill="#8CB845"/><g fill="#B7D96B"><circle cx="-12" cy="-5" r="3"/><circle cx="6" cy="-2" r="3"/><circle cx="16" cy="-6" r="2"/></g>`,
  tahini: `<path d="M-30-2q30-16 60 0q-30 12-60 0z" fill="#F3E2BC"/><g fill="#FFF7E6"><ellipse cx="-14" cy="-4" rx="3" ry="1.5"/><ellipse cx="2" cy="-6" rx="3" ry="1.5"/><ellipse cx="16" cy="-2" rx="3" ry="1.5"/><ellipse cx="-4" cy="0" rx="3" ry="1.5"/></g>`,
  chocolate: `<path d="M-48 2C-48-36 48-38 48 0C48 37-48 36-48 2z" fill="#3A1D12"/><path d="M-30-16q30-14 60 0" stroke="#5C3322" stroke-width="6" fill="none"/><path d="M-14-8l24-6" stroke="#F08A24" stroke-width="6" stroke-linecap="round"/><ellipse cx="-12" cy="-20" rx="18" ry="4" fill="#fff" opacity=".35"/>`,
};

/** A pleated paper case seen from above, for a stuffed date. */
function paperCase(p, x, y, r, colour) {
  const id = p.shape(
    `case${colour}${r}`,
    `${circle(0, 0, r, colour)}<circle r="${R(r * 0.92)}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="${R(r * 0.14)}" stroke-dasharray="3 4"/>${circle(0, 0, r * 0.78, colour)}`,
  );
  return use(id, x, y);
}

function datePile(p, variety, cx, cy, r, scale, count) {
  return dates(
    p,
    variety,
    spots(p, count, cx, cy, r).map(([x, y, a]) => [x, y, a]),
    scale,
  );
}

/** A halved date showing its flesh and stone. */
function halfDate(p, variety, x, y, rotate, scale) {
  const { length: l, width: w, skin } = DATES[variety];
  return `<g transform="${tf(x, y, rotate, scale)}"><path d="M${-l} 2C${-l} ${R(-w * 1.3)} ${l} ${R(-w * 1.4)} ${l} 0C${l} ${R(w * 1.35)} ${-l} ${R(w * 1.3)} ${-l} 2z" fill="${skin[1]}"/><path d="M${-l + 6} 2C${-l + 6} ${-w} ${l - 6} ${R(-w * 1.1)} ${l - 6} 0C${l - 6} ${w} ${-l + 6} ${w} ${-l + 6} 2z" fill="${p.dome(skin[0], skin[1])}"/>${ellipse(0, 1, l * 0.6, w * 0.32, p.ball('#E8D3A8', '#B8976A'))}<path d="M${R(-l * 0.5)} 1h${R(l)}" stroke="#8C6A3F" stroke-width="2"/></g>`;
}

// ---------------------------------------------------------------- drinks (seen from the side)

/** A glass from base (y) up `h`, widths at top and bottom, filled to `level` (0-1). */
function glass(p, cx, base, h, top, bottom, liquid, level, surface, extras = '') {
  const widthAt = (t) => bottom + (top - bottom) * t;
  const y = base - h * level;
  const w = widthAt(level);
  return `${shadow(p, cx + 12, base + 6, bottom * 0.8, 22)}<path d="M${R(cx - bottom / 2)} ${base}L${R(cx - w / 2)} ${R(y)}H${R(cx + w / 2)}L${R(cx + bottom / 2)} ${base}z" fill="${liquid}"/>${ellipse(cx, y, w / 2, 14, surface)}${extras}<path d="M${R(cx - top / 2)} ${base - h}L${R(cx - bottom / 2)} ${base}H${R(cx + bottom / 2)}L${R(cx + top / 2)} ${base - h}" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".85" stroke-width="5"/>${ellipse(cx, base - h, top / 2, 16, 'none', ' stroke="#fff" stroke-width="5" opacity=".9"')}<path d="M${R(cx - top / 2 + 22)} ${base - h + 30}L${R(cx - bottom / 2 + 20)} ${base - 20}" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".35"/>`;
}

function ice(p, n, cx, cy, rx, ry) {
  return spots(p, n, cx, cy, rx, ry)
    .map(
      ([x, y, a]) =>
        `<rect x="-22" y="-22" width="44" height="44" rx="9" fill="#fff" opacity=".45" stroke="#fff" stroke-width="3" transform="${tf(x, y, a)}"/>`,
    )
    .join('');
}

function steam(x, y) {
  return `<path d="M${x - 40} ${y}q-25-40 0-80t0-80M${x} ${y - 10}q-25-40 0-80t0-80M${x + 40} ${y}q-25-40 0-80t0-80" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".45"/>`;
}

/** A karak paper cup with a printed band, open so the tea shows. */
function paperCup(p, cx, base, band, tea) {
  return `${shadow(p, cx + 14, base + 8, 130, 26)}<path d="M${cx - 120} ${base - 330}L${cx - 90} ${base}H${cx + 90}L${cx + 120} ${base - 330}z" fill="${p.side('#FFFFFF', '#F3EFE8', '#D8D2C8')}"/><path d="M${cx - 113} ${base - 250}L${cx - 101} ${base - 120}H${cx + 101}L${cx + 113} ${base - 250}z" fill="${band}"/><path d="M${cx - 60} ${base - 200}q60-40 120 0q-60 40-120 0z" fill="#fff" opacity=".35"/>${ellipse(cx, base - 330, 120, 28, '#F7F3EC')}${ellipse(cx, base - 328, 106, 22, p.dome(tea, '#A8682E'))}${ellipse(cx - 20, base - 332, 40, 7, '#fff', ' opacity=".3"')}${steam(cx, base - 370)}`;
}

/** A tulip tea glass (istikana) on its saucer. */
function teaGlass(p, cx, base, tea) {
  return `${shadow(p, cx + 12, base + 10, 170, 34)}${ellipse(cx, base, 170, 40, p.dome('#FFFFFF', '#E6E1D8'))}${ellipse(cx, base - 4, 110, 24, '#EFEAE2')}<path d="M${cx - 95} ${base - 300}q-10 80 40 150q-45 70-25 145h160q20-75-25-145q50-70 40-150z" fill="${p.lin(tea, '#8A4A1C')}"/>${ellipse(cx, base - 300, 95, 18, p.dome('#F2D3A6', tea))}<path d="M${cx - 95} ${base - 300}q-10 80 40 150q-45 70-25 145h160q20-75-25-145q50-70 40-150" fill="none" stroke="#fff" stroke-width="6" opacity=".85"/><path d="M${cx - 70} ${base - 270}q-4 60 30 115" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" opacity=".4"/>${steam(cx, base - 330)}`;
}

function cardamom(p, n, cx, cy, r) {
  return spots(p, n, cx, cy, r, r * 0.5)
    .map(
      ([x, y, a]) =>
        `<g transform="${tf(x, y, a)}">${ellipse(0, 0, 16, 9, p.ball('#B5C26A', '#71812E'))}<path d="M-12 0h24" stroke="#5E6B24" stroke-width="2"/></g>`,
    )
    .join('');
}

function saffron(p, n, cx, cy, r) {
  return flecks(p, n, cx, cy, r, 14, 3.5, '#C2261B', r * 0.5);
}

// ---------------------------------------------------------------- the menu

const SAJ = ['#F6E3BA', '#DDB57C'];
const PARATHA = ['#F0C77E', '#C98A3E'];
const wedges = (p, cx, cy, r, fill, inner, n = 8) =>
  spots(p, n, cx, cy, r)
    .map(
      ([x, y, a]) =>
        `<path d="M-20 12L0-22 20 12z" fill="${fill}" stroke="${inner}" stroke-width="3" stroke-linejoin="round" transform="${tf(x, y, a)}"/>`,
    )
    .join('');
const walnuts = (p, n, cx, cy, r) => dots(p, n, cx, cy, r, 9, p.ball('#D8A767', '#9A6430'));
const pomegranate = (p, n, cx, cy, r) =>
  `${dots(p, n, cx, cy, r, 5, '#B8142A')}${dots(p, Math.ceil(n / 2), cx - 1, cy - 2, r, 1.8, '#fff', r, ' opacity=".6"')}`;
const sesame = (p, n, cx, cy, r, colour = '#FBF0D2') => flecks(p, n, cx, cy, r, 3, 3.5, colour);
const nigella = (p, n, cx, cy, r) => dots(p, n, cx, cy, r, 2.4, '#1C1C1C');
const oilPool = (p, cx, cy, rx, ry = rx * 0.7) =>
  `<path d="${blob(p, cx, cy, rx, ry, 0.2, 7)}" fill="${p.dome('#E8D25A', '#B89B24')}" opacity=".8"/>${gloss(cx - rx * 0.2, cy - ry * 0.25, rx * 0.3, ry * 0.14, 0.7)}`;
const zaatarTop = (p, cx, cy, r) =>
  `${dots(p, 55, cx, cy, r, 3.4, '#34421A')}${sesame(p, 26, cx, cy, r)}${dots(p, 10, cx, cy, r * 0.9, 12, '#fff', r * 0.9, ' opacity=".12"')}`;
const cheeseTop = (p, cx, cy, r) =>
  `${[...spots(p, 9, cx, cy, r)].map(([x, y]) => `<path d="${blob(p, x, y, p.rnd(9, 22))}" fill="#E6A24A" opacity=".55"/>`).join('')}${nigella(p, 26, cx, cy, r)}`;
const grilledTomato = (p, x, y, r) =>
  `${circle(x, y, r, p.ball('#F06A4A', '#C8301C', '#8E1F10'))}<path d="M${R(x - r * 0.6)} ${R(y - r * 0.3)}l${R(r * 1.2)} ${R(-r * 0.3)}M${R(x - r * 0.6)} ${R(y + r * 0.3)}l${R(r * 1.2)} ${R(-r * 0.3)}" stroke="#3A0E06" stroke-width="5" opacity=".5"/>${gloss(x - r * 0.3, y - r * 0.4, r * 0.3, r * 0.12, 0.5)}`;
const falafelBall = (p) =>
  p.shape(
    'falafel',
    `${circle(0, 0, 36, p.ball('#C0803E', '#8A4A1A', '#4E260A'))}${dots(p, 7, 0, 0, 26, 3, '#5A2C0C')}${dots(p, 5, -4, -4, 22, 2.5, '#6E9A3A')}${gloss(-12, -14, 10, 5, 0.35)}`,
  );
const sauceDrizzle = (p, cx, cy, w, colour, width = 8) =>
  `<path d="M${cx - w} ${cy - 60}${Array.from({ length: 5 }, (_, i) => `q${R(w / 5)} ${i % 2 ? -40 : 40} ${R((w * 2) / 5)} ${R(p.rnd(20, 35))}`).join('')}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;

const MENU = {
  // Zaatar House: breakfast
  'ZH-FOUL': {
    dish: (p) => {
      const bean = p.shape(
        'bean',
        `${ellipse(0, 0, 15, 11, p.ball('#C99862', '#8E5A2A', '#5E3616'))}<path d="M-6-7q-4 7 0 14" stroke="#5E3616" stroke-width="2" fill="none"/>`,
      );
      return `${bowl(p, 300, 300, 228, 'terracotta')}${circle(300, 300, 186, p.dome('#A97A48', '#7E5128', '#5C3818'))}${spots(
        p,
        26,
        300,
        300,
        160,
      )
        .map(([x, y, a]) => use(bean, x, y, a))
        .join(
          '',
        )}${oilPool(p, 300, 290, 85)}${dots(p, 14, 300, 300, 150, 5, '#D9452E')}${parsley(p, 18, 300, 300, 150)}${dots(p, 20, 300, 300, 110, 2, '#7A3E12')}${lemonWedge(p, 420, 430, -40)}`;
    },
    sides: sideSets.breadPickles,
  },
  'ZH-FATTEH': {
    dish: (p) =>
      `${bowl(p, 300, 300, 228, 'blue')}${wedges(p, 300, 300, 175, '#E3A94E', '#B87528', 10)}${`<path d="${blob(p, 300, 300, 160, 160, 0.06, 10)}" fill="${p.dome('#FFFFFF', '#F4EEE1', '#E3D8C2')}"/>`}${oilPool(p, 300, 300, 75, 60)}${dots(p, 18, 300, 300, 80, 6, p.ball('#FCEBC0', '#E3BD72'), 60)}${chickpeas(p, 8, 300, 300, 140)}${dots(p, 30, 300, 300, 140, 2.2, '#C8321E')}${parsley(p, 14, 300, 300, 140)}`,
  },
  'ZH-SHAKSHUKA': {
    dish: (p) =>
      `${pan(p, 290, 310, 230)}${circle(290, 310, 196, p.dome('#EE5A3C', '#C23A20', '#8E2414'))}${spots(
        p,
        14,
        290,
        310,
        170,
      )
        .map(
          ([x, y, a]) =>
            `<rect x="-14" y="-8" width="28" height="16" rx="5" fill="${a > 180 ? '#E8442A' : '#4F8A2E'}" transform="${tf(x, y, a)}"/>`,
        )
        .join(
          '',
        )}${dots(p, 10, 290, 310, 170, 6, '#A82414')}${egg(p, 215, 250, 62)}${egg(p, 365, 255, 60)}${egg(p, 290, 390, 64)}${parsley(p, 20, 290, 310, 175)}${dots(p, 16, 290, 310, 175, 3, '#FFFFFF', 175, ' opacity=".8"')}`,
    sides: sideSets.breadTea,
  },
  'ZH-LABNEH-PLATE': {
    dish: (p) =>
      `${plate(p, 300, 300, 240, '#2F6B3A')}<path d="${blob(p, 240, 250, 100, 95, 0.1)}" fill="${p.dome('#FFFFFF', '#F3EEE4', '#E4DACA')}"/>${circle(240, 250, 62, 'none', ' stroke="#D8CDB8" stroke-width="9" opacity=".6"')}${oilPool(p, 240, 250, 40, 32)}${dots(p, 26, 240, 250, 80, 2.6, '#4A5A22')}${olive(p, 400, 175, 20)}${olive(p, 430, 215, 70)}${olive(p, 385, 225, 120, false)}${olive(p, 420, 265, 10, false)}${tomatoSlice(p, 380, 390, 42)}${tomatoSlice(p, 320, 420, 40)}${cucumberSlice(p, 200, 400, 36)}${cucumberSlice(p, 150, 350, 34)}${mint(p, 250, 410, 0.9)}${pita(p, 470, 470, 80, 10)}`,
  },
  'ZH-ARAYES-EGG': {
    dish: (p) => {
      const filling = [['#F7D54A'], ['#FCE38A', 14, 8], ['#B8321E', 12, 6], ['#6E2416', 6, 5]];
      return `${paper(p, 300, 300, 430, -8, '#2F6B3A')}${roll(p, 330, 240, -25, 220, 62, SAJ, filling)}${roll(p, 270, 370, 155, 220, 62, SAJ, filling)}`;
    },
  },
  // Manakish
  'ZH-ZAATAR-MANOUSHE': {
    dish: (p) =>
      roundBread(p, 300, 300, 230, p.dome('#8A9640', '#5F6C26', '#46521B'), zaatarTop(p, 300, 300, 185)),
    sides: (p) =>
      `${plate(p, 470, 455, 120)}${tomatoSlice(p, 430, 420, 40)}${cucumberSlice(p, 510, 440, 36)}${tomatoSlice(p, 470, 500, 38)}${mint(p, 520, 510, 0.8)}${olive(p, 500, 140, 20)}${olive(p, 530, 180, 80)}${olive(p, 470, 190, 140, false)}`,
  },
  'ZH-CHEESE-MANOUSHE': {
    dish: (p) =>
      roundBread(p, 300, 300, 230, p.dome('#FFF9E8', '#F8E4B0', '#EBC67E'), cheeseTop(p, 300, 300, 180)),
  },
  'ZH-HALF-HALF': {
    dish: (p) =>
      roundBread(
        p,
        300,
        300,
        230,
        p.dome('#8A9640', '#5F6C26', '#46521B'),
        `${zaatarTop(p, 230, 300, 120)}<path d="M300 107A193 193 0 0 1 300 493z" fill="${p.dome('#FFF9E8', '#F8E4B0', '#EBC67E')}"/>${cheeseTop(p, 380, 300, 95)}`,
      ),
  },
  'ZH-LAHM-BAJEEN': {
    dish: (p) => {
      const meat = (x, y, r) =>
        roundBread(
          p,
          x,
          y,
          r,
          p.dome('#D0603A', '#A43C1E', '#7E2A12'),
          `${dots(p, 22, x, y, r * 0.75, 6, '#6E2A14')}${dots(p, 8, x, y, r * 0.7, 4, '#F4E4D0')}${pomegranate(p, 6, x, y, r * 0.7)}${parsley(p, 6, x, y, r * 0.7)}`,
        );
      return `${meat(200, 210, 140)}${meat(420, 260, 135)}${meat(270, 430, 140)}${lemonWedge(p, 470, 470, -30)}`;
    },
  },
  'ZH-MUHAMMARA-MANOUSHE': {
    dish: (p) =>
      roundBread(
        p,
        300,
        300,
        230,
        p.dome('#E86A44', '#C4452A', '#9A3018'),
        `${walnuts(p, 14, 300, 300, 170)}${parsley(p, 10, 300, 300, 170)}${oilPool(p, 250, 250, 40)}<path d="M300 107v386M107 300h386" stroke="#E0A862" stroke-width="7" opacity=".7"/>`,
      ),
  },
  'ZH-SPINACH-FATAYER': {
    dish: (p) => {
      const pie = p.shape(
        'fatayer',
        `<path d="M0-80L72 45H-72z" fill="${p.ball('#F6D08A', '#DB9A48', '#A8652A')}" stroke="#DB9A48" stroke-width="26" stroke-linejoin="round"/><path d="M0-60V12L-48 36M0 12L48 36" stroke="#3E7A2A" stroke-width="8" stroke-linecap="round"/><path d="M0-60V12L-48 36M0 12L48 36" stroke="#B8762E" stroke-width="3" stroke-linecap="round"/>${sesame(p, 10, 0, 0, 50)}`,
      );
      return `${plate(p, 300, 300, 240, '#2F6B3A')}${use(pie, 220, 240, -15)}${use(pie, 390, 250, 25)}${use(pie, 300, 400, 180)}${lemonWedge(p, 420, 410, -50, 0.8)}`;
    },
  },
  'ZH-KISHK': {
    dish: (p) =>
      roundBread(
        p,
        300,
        300,
        230,
        p.dome('#E7C69C', '#C9A27A', '#A8805A'),
        `${walnuts(p, 10, 300, 300, 170)}${flecks(p, 18, 300, 300, 170, 12, 5, '#FFF6EE')}${dots(p, 14, 300, 300, 170, 5, '#D9452E')}${sesame(p, 18, 300, 300, 170)}`,
      ),
  },
  // Saj wraps
  'ZH-CHICKEN-SHAWARMA': {
    dish: (p) => {
      const filling = [
        ['#E8B36A'],
        ['#B8662A', 12, 8],
        ['#FFFFFF', 8, 5],
        ['#7FA83A', 4, 5],
        ['#F5C84A', 6, 4],
      ];
      return `${paper(p, 300, 300, 440, 6, '#2F6B3A')}${roll(p, 320, 230, -15, 230, 64, SAJ, filling)}${roll(p, 280, 370, 165, 230, 64, SAJ, filling)}`;
    },
    sides: sideSets.friesGarlic,
  },
  'ZH-MEAT-SHAWARMA': {
    dish: (p) => {
      const filling = [
        ['#7A4326'],
        ['#4E2614', 12, 8],
        ['#D9452E', 6, 6],
        ['#4F8A2E', 8, 4],
        ['#F4E4C0', 5, 5],
      ];
      return `${paper(p, 300, 300, 440, -10, '#2F6B3A')}${roll(p, 170, 200, 20, 200, 60, SAJ, filling)}${roll(p, 220, 320, 20, 200, 60, SAJ, filling)}${roll(p, 270, 440, 20, 200, 60, SAJ, filling)}`;
    },
  },
  'ZH-HALLOUMI-SAJ': {
    dish: (p) => {
      const filling = [
        ['#F8F1DE'],
        ['#C98A4A', 6, 5],
        ['#D9452E', 6, 6],
        ['#6DB544', 6, 5],
        ['#2A1C26', 4, 5],
      ];
      return `${paper(p, 300, 300, 440, 14, '#2F6B3A')}${roll(p, 200, 300, -70, 230, 64, SAJ, filling)}${roll(p, 400, 300, -110, 230, 64, SAJ, filling)}${mint(p, 300, 480, 0.8)}`;
    },
  },
  'ZH-FALAFEL-SAJ': {
    dish: (p) => {
      const filling = [
        ['#8A5226'],
        ['#5E300F', 8, 9],
        ['#E0457B', 6, 6],
        ['#6DB544', 6, 5],
        ['#F4E4C0', 6, 5],
      ];
      return `${paper(p, 300, 300, 440, -4, '#2F6B3A')}${roll(p, 150, 220, 10, 300, 64, SAJ, filling)}${roll(p, 450, 390, 190, 300, 64, SAJ, filling)}${pickles(p, 300, 300, 40)}`;
    },
  },
  'ZH-TAWOOK-SAJ': {
    dish: (p) => {
      const filling = [['#F2C07A'], ['#D98A3A', 10, 8], ['#F3F5DC', 10, 6], ['#9CC35A', 5, 4]];
      return `${paper(p, 300, 300, 440, 20, '#2F6B3A')}${roll(p, 250, 270, -40, 230, 64, ['#F0D29C', '#C99A5C'], filling)}${roll(p, 350, 330, 140, 230, 64, ['#F0D29C', '#C99A5C'], filling)}${garlicDip(p, 470, 140, 60)}`;
    },
  },
  // Grills
  'ZH-MIXED-GRILL': {
    dish: (p) =>
      `${platter(p, 300, 300, 265, 225)}${pita(p, 250, 290, 170, 10)}${skewer(p, 110, 190, 470, 160, 'chicken')}${skewer(p, 100, 300, 480, 300, 'kofta')}${skewer(p, 120, 410, 470, 430, 'tikka')}${grilledTomato(p, 480, 370, 38)}${parsley(p, 14, 300, 300, 200)}`,
    sides: (p) =>
      `${dip(p, 465, 455, 110, p.dome('#F3DDAA', '#DDBA7E'), 'cream', `${circle(465, 455, 55, 'none', ' stroke="#B48C52" stroke-width="8" opacity=".45"')}${oilPool(p, 465, 455, 30)}`)}${garlicDip(p, 505, 150, 72)}${lemonWedge(p, 110, 520, -20)}`,
    views: ['hero', 'close', 'sides'],
  },
  'ZH-SHISH-TAWOOK': {
    dish: (p) =>
      `${plate(p, 300, 300, 240)}${skewer(p, 110, 230, 470, 150, 'chicken')}${skewer(p, 120, 330, 480, 250, 'chicken')}${fries(p, 230, 430, 80, 40, 8)}${garlicDip(p, 400, 400, 62)}${pickles(p, 300, 470, 20)}`,
  },
  'ZH-KOFTA': {
    dish: (p) =>
      `${platter(p, 300, 300, 265, 225)}${pita(p, 300, 260, 175)}${skewer(p, 120, 170, 470, 210, 'kofta')}${skewer(p, 120, 270, 470, 310, 'kofta')}${skewer(p, 120, 370, 470, 410, 'kofta')}${flecks(p, 20, 330, 460, 90, 16, 5, '#F2E0EA', 25)}${parsley(p, 16, 330, 460, 90, 25)}${dots(p, 10, 330, 460, 90, 3, '#7A1E3A', 25)}${grilledTomato(p, 120, 450, 40)}`,
  },
  'ZH-LAMB-CHOPS': {
    dish: (p) => {
      const chop = p.shape(
        'chop',
        `<rect x="-8" y="-150" width="16" height="100" rx="8" fill="${p.side('#FFF8EC', '#E5D8C0')}"/><path d="M0-60c60 0 70 90 0 110c-70-20-60-110 0-110z" fill="#F2DDBC"/><path d="M0-48c46 0 52 78 0 92c-52-14-46-92 0-92z" fill="${p.ball('#B2704A', '#7A3A1E', '#4E200C')}"/><path d="M-28-10l50-20M-30 14l56-22" stroke="#2B0F05" stroke-width="6" opacity=".5"/>`,
      );
      return `${plate(p, 300, 300, 240)}${use(chop, 200, 340, -40)}${use(chop, 270, 350, -12)}${use(chop, 340, 350, 14)}${use(chop, 410, 340, 40)}${grilledTomato(p, 300, 440, 42)}${parsley(p, 10, 300, 440, 120, 30)}`;
    },
  },
  'ZH-HALF-CHICKEN': {
    dish: (p) =>
      `${platter(p, 300, 300, 265, 225)}${fries(p, 180, 400, 90, 60, 10)}<path d="${blob(p, 310, 250, 150, 110, 0.08)}" fill="${p.ball('#F0B463', '#C9772E', '#8E4A18')}"/>${ellipse(420, 350, 80, 48, p.ball('#E8A457', '#B8682A', '#7A3E16'), ' transform="rotate(35 420 350)"')}${ellipse(470, 400, 18, 14, '#FFF5E4')}${flecks(p, 10, 320, 250, 110, 30, 6, '#5A2A0C', 70, ' opacity=".45"')}${parsley(p, 12, 310, 250, 110, 80)}${lemonWedge(p, 180, 190, 30)}${garlicDip(p, 400, 470, 55)}`,
  },
  'ZH-ARAYES': {
    dish: (p) => {
      const wedge = p.shape(
        'arayes',
        `<path d="M0 0L150 0A150 150 0 0 1 0 150z" fill="${p.ball('#E9B870', '#C07F38', '#8A5220')}"/><path d="M20 40l90 0M20 80l70 0M20 120l40 0" stroke="#4A2208" stroke-width="9" opacity=".45" stroke-linecap="round"/><path d="M0 6H150M6 0V150" stroke="#6E2E14" stroke-width="12"/>`,
      );
      return `${board(p, 300, 300, 520, 420, -6)}${use(wedge, 290, 290, 0)}${use(wedge, 310, 290, -90)}${use(wedge, 290, 310, 90)}${use(wedge, 310, 310, 180)}${tahiniDip(p, 480, 150, 60)}${pickles(p, 120, 470, 40)}`;
    },
  },
  // Mezze
  'ZH-HUMMUS': {
    dish: (p) =>
      `${bowl(p, 300, 300, 228, 'cream')}${hummusSurface(p, 300, 300, 188, ['#F6E2B4', '#E4C58C', '#CFA96C'], '#B48C52', `${chickpeas(p, 7, 300, 300, 40, 10)}${dots(p, 26, 300, 300, 150, 2.6, '#D9452E')}${parsley(p, 10, 300, 300, 90)}`)}`,
    sides: sideSets.breadPickles,
  },
  'ZH-MOUTABAL': {
    dish: (p) =>
      `${bowl(p, 300, 300, 228, 'olive')}${hummusSurface(p, 300, 300, 188, ['#D7C6A6', '#B9A47E', '#9A845E'], '#6E5A3C', `${dots(p, 30, 300, 300, 170, 3, '#5E4A30', 170, ' opacity=".6"')}${pomegranate(p, 16, 300, 300, 120)}${parsley(p, 10, 300, 300, 120)}`)}`,
  },
  'ZH-FALAFEL': {
    dish: (p) => {
      const ball = falafelBall(p);
      return `${plate(p, 300, 300, 240, '#2F6B3A')}${tahiniDip(p, 300, 300, 70)}${[0, 1, 2, 3, 4, 5].map((i) => use(ball, 300 + Math.cos((i / 6) * TAU) * 150, 300 + Math.sin((i / 6) * TAU) * 150, i * 40, 1.15)).join('')}${tomatoSlice(p, 190, 175, 24)}${pickles(p, 410, 420, 22)}${parsley(p, 10, 300, 300, 205)}`;
    },
  },
  'ZH-KIBBEH': {
    dish: (p) => {
      const kibbeh = p.shape(
        'kibbeh',
        `<path d="M-78 0C-40-48 40-48 78 0C40 48-40 48-78 0z" fill="${p.ball('#B8723A', '#7E4218', '#4E250A')}"/><path d="M-40-20q40 14 80 0M-50 0q50 14 100 0M-40 20q40 14 80 0" stroke="#4A2208" stroke-width="3" fill="none" opacity=".4"/>${gloss(-16, -18, 22, 5, 0.3, 0)}`,
      );
      return `${plate(p, 300, 300, 240)}${use(kibbeh, 220, 220, -30)}${use(kibbeh, 390, 230, 30)}${use(kibbeh, 210, 380, 30)}${use(kibbeh, 380, 390, -30)}${garlicDip(p, 300, 300, 55)}${lemonWedge(p, 440, 310, 80, 0.7)}${parsley(p, 10, 300, 300, 200)}`;
    },
  },
  'ZH-WARAK-ENAB': {
    dish: (p) => {
      const roll = p.shape(
        'warak',
        `<rect x="-44" y="-17" width="88" height="34" rx="16" fill="${p.lin('#8E9A4A', '#5C6A28', '#44501A')}"/><path d="M-30-16l10 32M-8-16l10 32M14-16l10 32" stroke="#3A4614" stroke-width="2.5" opacity=".6"/>`,
      );
      let rows = '';
      for (let row = 0; row < 5; row += 1)
        for (let col = 0; col < 3; col += 1)
          if (!(row === 2 && col === 1)) rows += use(roll, 190 + col * 110, 170 + row * 66, p.rnd(-6, 6));
      return `${plate(p, 300, 300, 240)}${rows}${lemonSlice(p, 300, 302, 40)}${tomatoSlice(p, 430, 420, 24)}${mint(p, 160, 430, 0.7)}`;
    },
  },
  'ZH-MUHAMMARA': {
    dish: (p) =>
      `${bowl(p, 300, 300, 228, 'white')}${circle(300, 300, 188, p.dome('#E0603C', '#B8401F', '#8E2E14'))}${dots(p, 30, 300, 300, 165, 3, '#7A1E0A', 165, ' opacity=".5"')}${oilPool(p, 300, 300, 60)}${walnuts(p, 12, 300, 300, 150)}${parsley(p, 8, 300, 300, 60)}`,
  },
  'ZH-SAMBOUSEK': {
    dish: (p) => {
      const moon = p.shape(
        'sambousek',
        `<path d="M-70 10A70 70 0 0 1 70 10z" fill="${p.ball('#F6CF82', '#DB9B4A', '#A86A2A')}"/><path d="M-66 10A66 66 0 0 1 66 10" fill="none" stroke="#A86A2A" stroke-width="8" stroke-dasharray="4 7"/><path d="M-70 10h140" stroke="#C98A3E" stroke-width="6" stroke-linecap="round"/>`,
      );
      return `${plate(p, 300, 300, 240, '#2F6B3A')}${[0, 1, 2, 3, 4].map((i) => use(moon, 300 + Math.cos((i / 5) * TAU - 1.6) * 120, 300 + Math.sin((i / 5) * TAU - 1.6) * 120, (i / 5) * 360 + 90)).join('')}${mint(p, 300, 300, 0.7)}`;
    },
  },
  'ZH-MEZZE-BOX': {
    dish: (p) => {
      const cell = (x, y, inner) =>
        `<rect x="${x - 82}" y="${y - 92}" width="164" height="184" rx="14" fill="#F7EEDD"/>${inner}`;
      return `${shadow(p, 310, 318, 270, 220)}<rect x="40" y="90" width="520" height="420" rx="28" fill="${p.lin('#C99A64', '#A87A48')}"/>${cell(130, 200, hummusSurface(p, 130, 200, 70, ['#F6E2B4', '#E4C58C', '#CFA96C'], '#B48C52', ''))}${cell(300, 200, `${circle(300, 200, 70, p.dome('#D7C6A6', '#B9A47E'))}${pomegranate(p, 8, 300, 200, 50)}`)}${cell(470, 200, `${circle(470, 200, 70, p.dome('#E0603C', '#B8401F'))}${walnuts(p, 5, 470, 200, 45)}`)}${cell(130, 400, `${dots(p, 40, 130, 400, 70, 5, '#3F8A2E', 80)}${dots(p, 12, 130, 400, 65, 5, '#D9452E', 75)}`)}${cell(300, 400, `${olive(p, 270, 360, 20)}${olive(p, 320, 380, 80, false)}${olive(p, 280, 430, 140)}${olive(p, 330, 440, 40, false)}`)}${cell(470, 400, pickles(p, 470, 400, 50))}`;
    },
  },
  // Salads
  'ZH-FATTOUSH': {
    dish: (p) =>
      `${bowl(p, 300, 300, 232, 'white')}${saladMix(p, 300, 300, 190)}${spots(p, 5, 300, 300, 140)
        .map(([x, y]) => `${circle(x, y, 24, '#D43A5A')}${circle(x, y, 19, '#FFF4F4')}`)
        .join('')}${spots(p, 10, 300, 300, 150)
        .map(
          ([x, y, a]) =>
            `<path d="${blob(p, 0, 0, 22, 16, 0.2, 6)}" fill="${p.ball('#F6CB72', '#CF8A36')}" transform="${tf(x, y, a)}"/>`,
        )
        .join('')}${dots(p, 30, 300, 300, 170, 2.6, '#8E2340')}`,
  },
  'ZH-TABBOULEH': {
    dish: (p) =>
      `${plate(p, 300, 300, 240)}${[0, 1, 2, 3, 4].map((i) => leaf(p, 300 + Math.cos(i * 1.26) * 150, 300 + Math.sin(i * 1.26) * 150, 110, 40, (i * 1.26 * 180) / Math.PI + 90, p.ball('#B6DE7A', '#5FA33A'))).join('')}${circle(300, 300, 150, '#5E9E3A')}${dots(p, 60, 300, 300, 150, 5.5, '#2F7A22')}${dots(p, 40, 300, 300, 150, 4, '#7CC24A')}${spots(
        p,
        26,
        300,
        300,
        140,
      )
        .map(
          ([x, y, a]) =>
            `<rect x="-6" y="-6" width="12" height="12" rx="2" fill="#E23B24" transform="${tf(x, y, a)}"/>`,
        )
        .join('')}${dots(p, 20, 300, 300, 140, 2.5, '#F2DFA8')}${lemonWedge(p, 400, 400, -45, 0.9)}`,
  },
  'ZH-ROCCA': {
    dish: (p) => {
      const rocket = p.ball('#6AA84A', '#2E6A22');
      const halloumi = p.shape(
        'halloumi',
        `<rect x="-48" y="-26" width="96" height="52" rx="10" fill="${p.dome('#FFFAEC', '#F1E2BC')}"/><path d="M-30-22l16 44M-4-22l16 44M22-22l16 44" stroke="#8A5220" stroke-width="7" opacity=".6"/>`,
      );
      return `${plate(p, 300, 300, 240)}${spots(p, 16, 300, 300, 175)
        .map(([x, y, a]) => leaf(p, x, y, 90, 20, a, rocket))
        .join(
          '',
        )}${use(halloumi, 240, 250, -20)}${use(halloumi, 360, 240, 15)}${use(halloumi, 300, 350, 5)}${walnuts(p, 8, 300, 300, 150)}${sauceDrizzle(p, 300, 330, 160, '#3A1810', 6)}`;
    },
  },
  'ZH-SHANKLISH': {
    dish: (p) =>
      `${plate(p, 300, 300, 240, '#2F6B3A')}${spots(p, 8, 300, 290, 90)
        .map(([x, y]) => `<path d="${blob(p, x, y, 30, 26, 0.25, 7)}" fill="#FBF5E6"/>`)
        .join('')}${dots(p, 50, 300, 290, 110, 3, '#5A6A2A')}${spots(p, 18, 300, 300, 190)
        .map(
          ([x, y, a]) =>
            `<rect x="-10" y="-10" width="20" height="20" rx="3" fill="#E23B24" transform="${tf(x, y, a)}"/>`,
        )
        .join(
          '',
        )}${flecks(p, 14, 300, 300, 185, 12, 6, '#F6EAF2')}${parsley(p, 16, 300, 300, 190)}${oilPool(p, 330, 330, 40, 20)}`,
  },
  // Desserts
  'ZH-KNAFEH': {
    dish: (p) =>
      `${shadow(p, 310, 318, 250)}${circle(300, 300, 245, p.ball('#E8E8E8', '#A9AEB3', '#7E848A'))}${circle(300, 300, 222, p.dome('#F8AE55', '#E47E24', '#B8561A'))}${flecks(p, 60, 300, 300, 205, 10, 3, '#C0581A', 205, ' opacity=".6"')}${dots(p, 36, 300, 300, 80, 5, '#7FB03C')}${dots(p, 14, 300, 300, 80, 4, '#B7D96B')}${gloss(230, 210, 90, 24, 0.3)}`,
    views: ['hero', 'slice', 'close'],
    slice: (p) => {
      const piece = (x, y, s) =>
        `<g transform="${tf(x, y, -10, s)}"><rect x="-95" y="-30" width="190" height="90" rx="10" fill="#FFF6E0"/><rect x="-95" y="-80" width="190" height="70" rx="12" fill="${p.lin('#F8AE55', '#D9661C')}"/><path d="M-80-40h160" stroke="#C0581A" stroke-width="4" stroke-dasharray="8 6" opacity=".6"/>${dots(p, 14, 0, -62, 60, 4, '#7FB03C', 10)}<rect x="-95" y="40" width="190" height="22" rx="8" fill="#E59A3E"/></g>`;
      return `${plate(p, 300, 320, 235)}${piece(280, 300, 1.2)}<path d="M390 330q50 30 60 110M380 350q30 40 70 90M400 310q70 10 60 130" stroke="#FFF6E0" stroke-width="9" fill="none" stroke-linecap="round"/>${ellipse(460, 450, 50, 26, '#FFF6E0')}${sauceDrizzle(p, 270, 230, 80, '#F3C25A', 5)}`;
    },
  },
  'ZH-MUHALABIEH': {
    dish: (p) =>
      `${bowl(p, 300, 300, 220, 'white')}${circle(300, 300, 178, p.dome('#FFFFFF', '#F8F1E3', '#EADFCB'))}${sauceDrizzle(p, 300, 320, 120, '#F2A5B8', 10)}${dots(p, 40, 300, 300, 90, 5, '#8CB845')}${spots(
        p,
        7,
        300,
        300,
        120,
      )
        .map(([x, y, a]) => `<ellipse rx="16" ry="9" fill="#E8587A" transform="${tf(x, y, a)}"/>`)
        .join('')}`,
  },
  'ZH-NUTELLA-MANOUSHE': {
    dish: (p) =>
      roundBread(
        p,
        300,
        300,
        230,
        p.dome('#7A4424', '#562C14', '#3A1A0A'),
        `${spots(p, 11, 300, 300, 150)
          .map(
            ([x, y]) =>
              `${circle(x, y, 27, '#F5E7AE')}${circle(x, y, 20, '#FBF2C8')}${dots(p, 4, x, y, 7, 2, '#8A7040')}`,
          )
          .join(
            '',
          )}${gloss(250, 230, 70, 16, 0.25)}<path d="M300 107v386M107 300h386" stroke="#D99A52" stroke-width="6" opacity=".6"/>`,
      ),
  },
  'ZH-BAKLAVA': {
    dish: (p) => {
      const diamond = p.shape(
        'baklava',
        `<path d="M0-58L48 0 0 58-48 0z" fill="${p.lin('#F2C46E', '#C98A36')}"/><path d="M-36 0h72M-24-15h48M-24 15h48" stroke="#A8652A" stroke-width="2.5" opacity=".6"/>${circle(0, 0, 14, p.ball('#A8D45A', '#5E8E24'))}`,
      );
      const finger = p.shape(
        'finger',
        `<rect x="-60" y="-17" width="120" height="34" rx="17" fill="${p.lin('#F6D08A', '#C98A36')}"/><path d="M-40-16v32M-14-16v32M12-16v32M38-16v32" stroke="#A8652A" stroke-width="3" opacity=".5"/>`,
      );
      const nest = p.shape(
        'nest',
        `${circle(0, 0, 40, p.ball('#F2C46E', '#B8762E'))}<circle r="30" fill="none" stroke="#A8652A" stroke-width="3" stroke-dasharray="6 4"/>${circle(0, 0, 18, p.ball('#A8D45A', '#5E8E24'))}`,
      );
      return `${plate(p, 300, 300, 240, '#C9A227')}${use(diamond, 240, 220)}${use(diamond, 340, 220)}${use(diamond, 190, 300)}${use(diamond, 290, 300)}${use(diamond, 390, 300)}${use(finger, 220, 400, 10)}${use(finger, 240, 445, 10)}${use(nest, 380, 410)}${use(nest, 440, 210)}`;
    },
  },
  // Drinks
  'ZH-LEMON-MINT': {
    dish: (p) =>
      `${glass(p, 300, 520, 360, 230, 170, p.lin('#E2F29A', '#A8D04A'), 0.88, p.dome('#F2FACC', '#CFE78A'), `${dots(p, 20, 300, 215, 95, 5, '#3E8E3A', 12)}${ice(p, 3, 300, 260, 70, 30)}`)}<path d="M340 90l-40 330" stroke="#2F6B3A" stroke-width="14" stroke-linecap="round"/>${lemonSlice(p, 410, 160, 55)}${mint(p, 250, 150, 0.9)}`,
    views: ['hero', 'pair'],
    pair: (p) =>
      `${glass(p, 210, 500, 300, 190, 140, p.lin('#E2F29A', '#A8D04A'), 0.85, p.dome('#F2FACC', '#CFE78A'), dots(p, 14, 210, 260, 80, 4, '#3E8E3A', 10))}${glass(p, 410, 540, 300, 190, 140, p.lin('#E2F29A', '#A8D04A'), 0.85, p.dome('#F2FACC', '#CFE78A'), dots(p, 14, 410, 300, 80, 4, '#3E8E3A', 10))}${lemonWedge(p, 120, 540, 20, 0.9)}${lemonSlice(p, 510, 150, 50)}${mint(p, 480, 260, 0.8)}`,
  },
  'ZH-AYRAN': {
    dish: (p) =>
      `${glass(p, 300, 520, 330, 250, 200, p.lin('#FFFFFF', '#F1EEE6'), 0.9, '#FFFFFF', dots(p, 22, 300, 225, 110, 7, '#EDEAE2', 12))}${mint(p, 330, 215, 0.7)}${cucumberSlice(p, 120, 500, 36)}`,
  },
  'ZH-JALLAB': {
    dish: (p) =>
      `${glass(p, 300, 520, 360, 230, 170, p.lin('#8E3444', '#4E1420'), 0.9, p.dome('#A84A5A', '#6E2230'), `${ice(p, 4, 300, 230, 80, 30)}${dots(p, 10, 300, 196, 90, 5, '#F4E2B8', 9)}${dots(p, 7, 300, 196, 90, 7, '#2A0A10', 9)}`)}${spots(
        p,
        5,
        480,
        480,
        40,
      )
        .map(([x, y, a]) => `<ellipse rx="8" ry="4" fill="#F4E2B8" transform="${tf(x, y, a)}"/>`)
        .join('')}${dates(p, 'khalas', [[110, 500, -20]], 1.1)}`,
  },
  'ZH-KARAK': {
    dish: (p) => `${teaGlass(p, 300, 500, '#D49A5E')}${cardamom(p, 4, 500, 520, 50)}`,
  },
  'ZH-TURKISH-COFFEE': {
    dish: (p) =>
      `${shadow(p, 250, 500, 170, 36)}${ellipse(240, 490, 170, 42, p.dome('#FFFFFF', '#E6E1D8'))}<path d="M150 300h180q0 170-90 180q-90-10-90-180z" fill="${p.side('#FFFFFF', '#EDE8E0', '#CFC8BC')}"/><path d="M328 330q60 0 40 60t-50 40" stroke="#E8E2D8" stroke-width="16" fill="none"/>${ellipse(240, 300, 90, 20, p.dome('#A8703E', '#6A3A18', '#4A2410'))}${dots(p, 8, 240, 300, 70, 3, '#C89A62', 12)}<path d="M410 250h110l-15 230h-80z" fill="${p.side('#E89A5A', '#B8652E', '#8A4218')}"/><path d="M410 260l-10-10M500 280l80-60" stroke="#B8652E" stroke-width="14" stroke-linecap="round"/>${steam(240, 260)}`,
  },
  'ZH-WATER': {
    dish: (p) =>
      `${shadow(p, 310, 530, 90, 20)}<path d="M265 60h70v40q50 30 50 90v310q0 25-25 25h-120q-25 0-25-25v-310q0-60 50-90z" fill="${p.side('#E4F4FB', '#B8E0F2', '#8CC8E4')}" stroke="#fff" stroke-width="4" stroke-opacity=".8"/><rect x="262" y="30" width="76" height="44" rx="8" fill="#1F6FB2"/><rect x="215" y="250" width="170" height="130" fill="${p.lin('#2F8FD6', '#1F6FB2')}"/><path d="M215 330q40-30 85 0t85 0" stroke="#fff" stroke-width="8" fill="none" opacity=".8"/><path d="M240 130v340" stroke="#fff" stroke-width="16" opacity=".4" stroke-linecap="round"/>${dots(p, 10, 330, 450, 45, 4, '#fff', 40, ' opacity=".7"')}`,
  },
  // Karak Corner: karak and tea
  'KC-KARAK': {
    dish: (p) => `${paperCup(p, 300, 530, '#8A4B16', '#C98A4E')}${cardamom(p, 3, 500, 520, 40)}`,
    views: ['hero', 'top'],
    top: (p) =>
      `${teaGlassTop(p, 300, 300, 150, '#C98A4E')}${cardamom(p, 6, 470, 480, 70)}${saffron(p, 8, 130, 500, 60)}${dates(
        p,
        'khalas',
        [
          [120, 120, 30],
          [190, 90, 100],
        ],
        1.2,
      )}`,
  },
  'KC-ZAFRAN': {
    dish: (p) =>
      `${teaGlass(p, 300, 500, '#E6A64A')}${saffron(p, 16, 480, 520, 70)}${saffron(p, 8, 300, 200, 60)}`,
  },
  'KC-GINGER': {
    dish: (p) => {
      const root = `<path d="M0 0q20-40 60-30q30-30 60 0q40 0 30 40q-20 30-60 20q-30 30-60 0q-40 0-30-30z" fill="${p.ball('#E8C48A', '#C2934E', '#8E6430')}"/><path d="M20 0q30 10 60 0M60-20q10 20 40 10" stroke="#8E6430" stroke-width="3" fill="none" opacity=".6"/>`;
      return `${paperCup(p, 260, 530, '#5E8E3A', '#C9925A')}<g transform="${tf(420, 470, -10, 0.9)}">${root}</g>${spots(
        p,
        3,
        480,
        380,
        40,
      )
        .map(([x, y]) => `${circle(x, y, 18, '#E8C48A')}${circle(x, y, 13, '#F6E2B0')}`)
        .join('')}`;
    },
  },
  'KC-SULAIMANI': {
    dish: (p) =>
      `${glass(p, 300, 510, 300, 220, 180, p.lin('#D0572E', '#8E2A10'), 0.85, p.dome('#E87A4A', '#B8401C'), `${lemonSlice(p, 300, 380, 48)}`)}${lemonWedge(p, 400, 220, -20, 0.9)}${mint(p, 200, 215, 0.7)}${steam(300, 200)}`,
  },
  'KC-COFFEE': {
    dish: (p) =>
      `${shadow(p, 240, 500, 130, 28)}<path d="M170 480q-30-120 30-170q-30-40 0-90h80q30 50 0 90q60 50 30 170z" fill="${p.side('#F2D58A', '#C9A23E', '#8E6A1E')}"/><path d="M200 220q40-90 80 0" fill="#C9A23E"/>${circle(240, 150, 16, '#C9A23E')}<path d="M330 340q60-70 90-160" stroke="#B8922E" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M170 300q-60 30-30 120" stroke="#8E6A1E" stroke-width="14" fill="none"/>${finjanTop(p, 450, 430, 75)}${ellipse(420, 540, 100, 30, '#FFF8EC')}${dates(
        p,
        'khalas',
        [
          [390, 535, -10],
          [460, 540, 15],
        ],
        0.9,
      )}`,
  },
  // Chapati and paratha
  'KC-CHAPATI-CHEESE': {
    dish: (p) => {
      const half = p.shape(
        'chapati',
        `<path d="M-150 0A150 150 0 0 1 150 0z" fill="${p.dome('#F8E6BE', '#E6C68C')}"/>${dots(p, 9, 0, -70, 110, 8, '#A8652A', 50, ' opacity=".45"')}<path d="M-140 0q20 40 40 10q20 50 45 5q25 40 50 0q25 45 45 5q15 35 40-20z" fill="#FFE9A0"/>`,
      );
      return `${plate(p, 300, 300, 240, '#8A4B16')}${use(half, 300, 250, -8)}${use(half, 300, 400, 172, 0.85)}`;
    },
  },
  'KC-CHAPATI-EGG': {
    dish: (p) => {
      const filling = [['#F7D54A'], ['#FCE38A', 10, 8], ['#3E8E2A', 8, 5], ['#F4F8E0', 4, 3]];
      return `${paper(p, 300, 300, 440, 10, '#8A4B16')}${roll(p, 290, 260, -30, 240, 56, ['#F8E6BE', '#DDBB84'], filling)}${roll(p, 310, 360, 150, 240, 56, ['#F8E6BE', '#DDBB84'], filling)}${flecks(p, 6, 460, 470, 40, 16, 8, '#3E8E2A')}`;
    },
  },
  'KC-PARATHA-CHIPS': {
    dish: (p) => {
      const filling = [['#F0A030'], ['#E8701E', 12, 8], ['#C8281E', 8, 5], ['#FFF3D0', 6, 5]];
      return `${paper(p, 300, 300, 440, -12, '#8A4B16')}${roll(p, 230, 300, 0, 260, 70, PARATHA, filling)}<path d="M330 225h150q20 75 0 150h-150z" fill="${p.lin('#F2F4F6', '#B8C0C8', '#E4E8EC')}"/><path d="M350 230v140M400 230v140M450 230v140" stroke="#9AA3AC" stroke-width="3" opacity=".6"/>${wedges(p, 120, 470, 50, '#F4A540', '#E07A1E', 5)}`;
    },
  },
  'KC-PARATHA-HONEY': {
    dish: (p) =>
      `${plate(p, 300, 300, 240, '#8A4B16')}${circle(300, 300, 190, p.ball('#F4D08C', '#DCA35A', '#B8762E'))}<path d="M300 300m-30 0a30 30 0 1 1 60 0a60 60 0 1 1-120 0a90 90 0 1 1 180 0a120 120 0 1 1-240 0a150 150 0 1 1 300 0" stroke="#B8762E" stroke-width="5" fill="none" opacity=".5"/>${dots(p, 10, 300, 300, 170, 8, '#8E4F1E', 170, ' opacity=".4"')}${spots(
        p,
        5,
        300,
        300,
        110,
      )
        .map(
          ([x, y]) => `<path d="${blob(p, x, y, 26, 22, 0.2, 7)}" fill="${p.dome('#FFFFFF', '#F2ECDE')}"/>`,
        )
        .join(
          '',
        )}${sauceDrizzle(p, 300, 330, 170, '#E8A21A', 12)}${sauceDrizzle(p, 300, 390, 140, '#F6C445', 6)}`,
  },
  // Sandwiches
  'KC-FALAFEL': {
    dish: (p) => {
      const ball = falafelBall(p);
      return `${shadow(p, 320, 330, 250, 120)}<g transform="rotate(-20 300 300)"><rect x="70" y="210" width="460" height="180" rx="90" fill="${p.lin('#F6E3BA', '#DDB57C', '#F6E3BA')}"/>${use(ball, 150, 300, 0, 0.9)}${use(ball, 220, 290, 0, 0.9)}${leaf(p, 180, 330, 80, 30, 70, p.ball('#9BD46A', '#4E9A32'))}${ellipse(200, 260, 60, 12, '#F4E4C0')}${pickles(p, 210, 300, 20)}<rect x="290" y="200" width="250" height="200" rx="20" fill="${p.lin('#D9B98A', '#B8925A')}"/><path d="M300 300h230" stroke="#8A4B16" stroke-width="24"/></g>`;
    },
  },
  'KC-CHICKEN-TIKKA': {
    dish: (p) => {
      const filling = [['#D9542A'], ['#B8321A', 10, 8], ['#F4E0F0', 6, 6], ['#3E8E2A', 8, 4]];
      return `${paper(p, 300, 300, 440, 8, '#8A4B16')}${roll(p, 320, 230, -35, 240, 66, PARATHA, filling)}${roll(p, 280, 380, 145, 240, 66, PARATHA, filling)}${dip(p, 480, 470, 60, p.dome('#9ACD5A', '#5E9E2E'))}`;
    },
  },
  'KC-CHICKEN-MAYO': {
    dish: (p) =>
      `${plate(p, 300, 330, 240, '#8A4B16')}<path d="M130 400q0 40 40 40h260q40 0 40-40z" fill="${p.lin('#E9B46A', '#B8762E')}"/><path d="M120 390q20-30 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0" fill="#7CC24A" stroke="#4E9A32" stroke-width="6"/><rect x="140" y="330" width="320" height="50" rx="22" fill="${p.dome('#FFFBEE', '#F0E4C2')}"/>${dots(p, 12, 300, 355, 140, 6, '#F6C83A', 16)}<path d="M130 335q0-150 170-150t170 150z" fill="${p.ball('#F4C87A', '#D9913E', '#A8602A')}"/>${sesame(p, 18, 300, 250, 110)}${gloss(240, 220, 50, 14, 0.35)}`,
  },
  'KC-MUTTABAQ': {
    dish: (p) =>
      `${plate(p, 300, 300, 240, '#8A4B16')}${[
        [215, 215],
        [385, 215],
        [215, 385],
        [385, 385],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x - 78}" y="${y - 78}" width="156" height="156" rx="12" fill="${p.dome('#F6D08A', '#DC9E4E', '#B8762E')}" transform="rotate(${R(p.rnd(-4, 4))} ${x} ${y})"/>${dots(p, 5, x, y, 60, 8, '#8E4F1E', 60, ' opacity=".35"')}`,
        )
        .join(
          '',
        )}<path d="M300 140v320M140 300h320" stroke="#F2C84A" stroke-width="14"/><path d="M300 140v320M140 300h320" stroke="#7A3E1A" stroke-width="5" stroke-dasharray="10 12"/>${dip(p, 470, 480, 55, p.dome('#E8442A', '#B8261A'))}`,
  },
  // Snacks
  'KC-SAMOSA': {
    dish: (p) => {
      const samosa = p.shape(
        'samosa',
        `<path d="M0-80L75 50H-75z" fill="${p.ball('#F6CF7E', '#D99440', '#A8652A')}" stroke="#D99440" stroke-width="20" stroke-linejoin="round"/>${dots(p, 9, 0, 10, 50, 4, '#FCE6A8')}<path d="M-55 40L0-60" stroke="#B8762E" stroke-width="4" opacity=".6"/>`,
      );
      return `${plate(p, 300, 300, 240, '#8A4B16')}${use(samosa, 210, 220, -20)}${use(samosa, 380, 210, 30)}${use(samosa, 200, 390, 200)}${use(samosa, 380, 390, 160)}${dip(p, 300, 300, 55, p.dome('#6E2E14', '#3E1408'))}`;
    },
  },
  'KC-MASALA-FRIES': {
    dish: (p) =>
      `${shadow(p, 310, 320, 230, 200)}<path d="M90 140h420l-40 320h-340z" fill="${p.lin('#A8642A', '#8A4B16')}"/><path d="M110 160h380l-34 280h-312z" fill="#F6EAD2"/>${fries(p, 300, 300, 150, 110, 24, '#C8321E')}${dots(p, 20, 300, 300, 150, 3.5, '#E8601E', 110)}${flecks(p, 10, 300, 300, 150, 8, 6, '#3E8E2A', 110)}`,
  },
  'KC-LUQAIMAT': {
    dish: (p) => {
      const ball = p.shape(
        'luqaima',
        `${circle(0, 0, 30, p.ball('#FBD48A', '#E39A3A', '#A8602A'))}${gloss(-10, -12, 9, 5, 0.5)}`,
      );
      return `${bowl(p, 300, 300, 228, 'teal')}${spots(p, 19, 300, 300, 165)
        .map(([x, y]) => use(ball, x, y, 0, p.rnd(0.95, 1.2)))
        .join(
          '',
        )}${sauceDrizzle(p, 300, 300, 150, '#4A1A08', 9)}${sauceDrizzle(p, 300, 380, 130, '#4A1A08', 7)}${sesame(p, 30, 300, 300, 170)}`;
    },
  },
  'KC-REGAG': {
    dish: (p) =>
      `${paper(p, 300, 300, 460, 6, '#8A4B16')}<path d="M60 330A240 240 0 0 1 540 330z" fill="${p.lin('#F6D694', '#DDA34E')}"/><path d="M120 300l60-60 40 40 60-80M320 300l50-90 40 60 60-30" stroke="#B8762E" stroke-width="4" fill="none" opacity=".6"/><path d="M80 330q40-40 90 0t100 0 100 0 100 0 70-10" fill="#FFF4D6"/><path d="M90 340q50 25 110 0t110 5 110-5 100 0" stroke="#F6C83A" stroke-width="18" fill="none" stroke-linecap="round"/>${dots(p, 12, 300, 250, 180, 6, '#8E4F1E', 60, ' opacity=".4"')}`,
  },
  'KC-CHEBAB': {
    dish: (p) => {
      const cake = p.shape(
        'chebab',
        `${circle(0, 0, 100, p.dome('#F4B64E', '#D98A26', '#B8661A'))}${dots(p, 24, 0, 0, 85, 6, '#8E4A14', 85, ' opacity=".45"')}`,
      );
      return `${plate(p, 300, 300, 240, '#8A4B16')}${use(cake, 220, 230)}${use(cake, 380, 250)}${use(cake, 300, 380)}<path d="${blob(p, 300, 290, 50, 40, 0.2, 7)}" fill="${p.dome('#FFFFFF', '#F1EADC')}"/>${sauceDrizzle(p, 300, 330, 130, '#3E1408', 8)}`;
    },
  },
  'KC-BALALEET': {
    dish: (p) =>
      `${bowl(p, 300, 300, 228, 'white')}${circle(300, 300, 186, '#F3C24A')}${Array.from({ length: 5 }, () => flecks(p, 24, 300, 300, 175, 34, 4, p.pick(['#E8A21A', '#FFE07A', '#D98A1A']))).join('')}<path d="${blob(p, 330, 320, 120, 100, 0.08)}" fill="${p.dome('#FFF3A8', '#F6D64A', '#E0B030')}"/>${dots(p, 8, 330, 320, 90, 8, '#C8862A', 70, ' opacity=".4"')}${cardamom(p, 3, 200, 210, 40)}`,
  },
};

// Dates & Co: a bowl of each variety, then a board with one cut open.
const VARIETY_BOWLS = {
  medjool: 'cream',
  khalas: 'blue',
  sukkari: 'teal',
  ajwa: 'white',
  fardh: 'terracotta',
};
for (const [variety, glaze] of Object.entries(VARIETY_BOWLS)) {
  const scale = { medjool: 1.25, khalas: 1.15, sukkari: 1.15, ajwa: 1.2, fardh: 1.15 }[variety];
  MENU[`DC-${variety.toUpperCase()}`] = {
    dish: (p) => `${bowl(p, 300, 300, 230, glaze)}${datePile(p, variety, 300, 300, 150, scale, 16)}`,
    views: ['hero', 'board'],
    board: (p) =>
      `${board(p, 300, 320, 520, 330, -8)}${dates(
        p,
        variety,
        [
          [170, 270, -20],
          [300, 250, 10],
          [190, 380, 25],
        ],
        scale * 1.5,
      )}${halfDate(p, variety, 420, 350, -15, scale * 1.6)}${variety === 'fardh' || variety === 'khalas' ? finjanTop(p, 480, 130, 60) : ''}`,
  };
}

// Stuffed dates: nine in paper cases on a tray, then a close-up.
const STUFFED = {
  ALMOND: ['khalas', 'almond'],
  PISTACHIO: ['medjool', 'pistachio'],
  CHOCOLATE: ['fardh', 'chocolate'],
  TAHINI: ['sukkari', 'tahini'],
};
for (const [sku, [variety, filling]] of Object.entries(STUFFED)) {
  MENU[`DC-${sku}`] = {
    dish: (p) => {
      let out = `${shadow(p, 310, 320, 270, 270)}<rect x="50" y="50" width="500" height="500" rx="40" fill="${p.lin('#E9CD8A', '#B8903E')}"/><rect x="72" y="72" width="456" height="456" rx="26" fill="${p.dome('#7A2E2E', '#4E1818')}"/>`;
      for (let row = 0; row < 3; row += 1)
        for (let col = 0; col < 3; col += 1) {
          const x = 150 + col * 150;
          const y = 150 + row * 150;
          out += `${paperCase(p, x, y, 66, '#6B3E26')}${dates(p, variety, [[x, y, -30 + ((row + col) % 2) * 60]], 1.15, FILLINGS[filling])}`;
        }
      return out;
    },
    views: ['hero', 'close'],
  };
}

// Gift boxes: open to show what is inside, then closed as it is given.
function giftBox(p, cx, cy, w, h, colour, ribbon, inside) {
  return `${shadow(p, cx + 12, cy + 18, w * 0.56, h * 0.58)}<rect x="${R(cx - w / 2)}" y="${R(cy - h / 2)}" width="${w}" height="${h}" rx="${R(w * 0.05)}" fill="${colour}"/>${inside ?? `<path d="M${cx} ${R(cy - h / 2)}v${h}M${R(cx - w / 2)} ${cy}h${w}" stroke="${ribbon}" stroke-width="${R(w * 0.09)}"/><path d="M${cx} ${cy}c-${R(w * 0.3)}-${R(w * 0.28)}-${R(w * 0.38)} ${R(w * 0.05)}-${R(w * 0.05)} ${R(w * 0.04)}M${cx} ${cy}c${R(w * 0.3)}-${R(w * 0.28)} ${R(w * 0.38)} ${R(w * 0.05)} ${R(w * 0.05)} ${R(w * 0.04)}" stroke="${ribbon}" stroke-width="${R(w * 0.06)}" fill="none"/>${circle(cx, cy, w * 0.06, ribbon)}`}`;
}

function dateGrid(p, cx, cy, cols, rows, pitch, varieties, scale, cell = null) {
  let out = '';
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < cols; col += 1) {
      const x = cx + (col - (cols - 1) / 2) * pitch;
      const y = cy + (row - (rows - 1) / 2) * pitch;
      if (cell)
        out += `<rect x="${R(x - pitch / 2 + 4)}" y="${R(y - pitch / 2 + 4)}" width="${R(pitch - 8)}" height="${R(pitch - 8)}" rx="8" fill="${cell}"/>`;
      const variety = varieties[(row * cols + col) % varieties.length];
      out +=
        typeof variety === 'function'
          ? variety(x, y)
          : dates(p, variety, [[x, y, -35 + ((row + col) % 2) * 70]], scale);
    }
  return out;
}

const wood = (p) => p.lin('#B07A46', '#7E4E26');
Object.assign(MENU, {
  'DC-MAJLIS-BOX': {
    dish: (p) =>
      giftBox(
        p,
        300,
        300,
        460,
        400,
        wood(p),
        '',
        `<rect x="90" y="120" width="420" height="360" rx="14" fill="#3E2214"/>${dateGrid(p, 300, 300, 4, 4, 96, ['medjool', 'khalas', 'sukkari', 'ajwa', 'fardh'], 1)}`,
      ),
    views: ['hero', 'closed'],
    closed: (p) =>
      `${giftBox(p, 300, 310, 460, 400, wood(p), '', `<rect x="90" y="130" width="420" height="360" rx="14" fill="none" stroke="#5E3416" stroke-width="8"/><path d="M120 200q180-30 360 0M120 300q180 30 360 0M120 400q180-30 360 0" stroke="#5E3416" stroke-width="4" fill="none" opacity=".5"/><rect x="270" y="470" width="60" height="40" rx="6" fill="${p.lin('#F2D58A', '#B8922E')}"/>${circle(300, 310, 50, 'none', ' stroke="#E0BE6A" stroke-width="10"')}`)}`,
  },
  'DC-EID-BOX': {
    dish: (p) => {
      const maamoul = (x, y) =>
        `${circle(x, y, 34, p.ball('#F6DFA8', '#D9AE62'))}<path d="M${x} ${y - 26}v52M${x - 26} ${y}h52M${x - 18} ${y - 18}l36 36M${x + 18} ${y - 18}l-36 36" stroke="#B8863E" stroke-width="3" opacity=".6"/>${dots(p, 5, x, y, 24, 4, '#fff', 24, ' opacity=".7"')}`;
      const beans = (x, y) =>
        spots(p, 5, x, y, 24)
          .map(
            ([bx, by, a]) =>
              `<g transform="${tf(bx, by, a)}">${ellipse(0, 0, 11, 8, p.ball('#8E5A2E', '#4E2A10'))}<path d="M-8 0h16" stroke="#2A1206" stroke-width="2"/></g>`,
          )
          .join('');
      const stuffed = (x, y) => dates(p, 'medjool', [[x, y, -30]], 0.95, FILLINGS.pistachio);
      return giftBox(
        p,
        300,
        300,
        480,
        480,
        p.lin('#1F6E6A', '#124A47'),
        '',
        `<rect x="80" y="80" width="440" height="440" rx="16" fill="#0E3A38"/>${dateGrid(p, 300, 300, 3, 3, 140, [stuffed, maamoul, beans, maamoul, stuffed, maamoul, beans, maamoul, stuffed], 1, '#F3E6C8')}`,
      );
    },
    views: ['hero', 'closed'],
    closed: (p) =>
      `${giftBox(p, 300, 310, 460, 400, p.lin('#1F6E6A', '#124A47'), '#D9B45A')}<path d="M150 190a45 45 0 1 0 40 60a36 36 0 1 1-40-60z" fill="#E9C868"/>`,
  },
  'DC-CORPORATE': {
    dish: (p) =>
      `${shadow(p, 312, 318, 295, 250)}<rect x="6" y="60" width="588" height="480" rx="60" fill="${p.lin('#F2DA92', '#C9A23E', '#8E6A1E')}"/><rect x="36" y="90" width="528" height="420" rx="40" fill="#3E2214"/>${dateGrid(p, 300, 300, 7, 5, 74, ['medjool', 'khalas', 'sukkari', 'ajwa', 'fardh', 'khalas'], 0.8)}`,
    views: ['hero', 'close'],
  },
  'DC-MINI': {
    dish: (p) =>
      `${giftBox(p, 300, 300, 240, 240, p.lin('#E7D3B8', '#C9AE88'), '', `<rect x="196" y="196" width="208" height="208" rx="10" fill="#6B3E26"/>${dateGrid(p, 300, 300, 2, 2, 100, [(x, y) => `${paperCase(p, x, y, 44, '#8A5A34')}${dates(p, 'khalas', [[x, y, -30]], 0.8, FILLINGS.almond)}`, (x, y) => `${paperCase(p, x, y, 44, '#8A5A34')}${dates(p, 'medjool', [[x, y, 30]], 0.75, FILLINGS.pistachio)}`], 1)}`)}${mint(p, 500, 480, 0.6)}`,
    views: ['hero', 'closed'],
    closed: (p) => giftBox(p, 300, 300, 240, 240, p.lin('#E7D3B8', '#C9AE88'), '#6B3E26'),
  },
});

// ---------------------------------------------------------------- write the files

for (const brand of readdirSync(join(publicDir, 'media'))) {
  rmSync(join(publicDir, 'media', brand, 'items'), { recursive: true, force: true });
}

let files = 0;
let bytes = 0;
let largest = ['', 0];
for (const item of demoBrandFiles().flatMap((file) => file.items)) {
  const spec = MENU[item.sku];
  if (!spec) throw new Error(`no drawing for ${item.sku}`);
  const brand = item.images[0]?.url.split('/')[3];
  if (!brand || !TABLES[brand]) throw new Error(`no table for ${item.sku}`);
  const views = spec.views ?? ['hero', spec.sides ? 'sides' : 'close', 'close'];
  if (item.images.length > views.length) throw new Error(`${item.sku} has more pictures than views`);
  item.images.forEach((image, slide) => {
    if (image.width !== 600 || image.height !== 600) throw new Error(`${image.url} should be 600x600`);
    const view = views[slide];
    const p = new Picture(hash(`${item.sku}/${slide}`));
    const body = ['hero', 'close', 'sides'].includes(view)
      ? compose(p, brand, view, spec.dish, spec.sides)
      : `${TABLES[brand](p)}${spec[view](p)}${vignette(p)}`;
    const file = join(publicDir, image.url.replace(/^\/static\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, p.svg(body));
    const size = statSync(file).size;
    files += 1;
    bytes += size;
    if (size > largest[1]) largest = [image.url, size];
  });
}
process.stdout.write(
  `drew ${files} pictures, ${(bytes / 1024).toFixed(1)} KB in all, largest ${largest[1]} bytes (${largest[0]})\n`,
);
