import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandFile, BrandFileError } from './format.js';

/**
 * Pictures that come with a brand file (docs/brand-file.md, "Pictures"): uploaded beside it, each
 * checked (its type by its first bytes, its size, its width and height, an SVG free of scripts and
 * outside references), kept in the media folder (MEDIA_DIR, beside the database) under the brand's
 * path, and served with the other media at `/static/media/brands/<path>/<name>`. Every picture the
 * file names under `/static/media/` must be uploaded with it or be there already.
 */

export const BRAND_MEDIA_PREFIX = '/static/media/brands/';
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 4096;
export const MAX_PICTURES = 200;

const TYPES = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export interface UploadedPicture {
  /** The file's name under the brand's folder, e.g. `logo.svg` or `items/chicken-saj.webp`. */
  name: string;
  contentType: string;
  /** The bytes, base64. */
  data: string;
}

export interface CheckedPicture {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const NAME = /^(?:[a-z0-9][a-z0-9_-]{0,40}\/)?[a-z0-9][a-z0-9._-]{0,80}\.(svg|png|jpg|jpeg|webp)$/;

/** Each upload checked: a name under the brand's folder, a type its bytes bear out, a size, dimensions. */
export function checkPictures(
  uploads: readonly UploadedPicture[],
): { ok: true; pictures: CheckedPicture[] } | { ok: false; errors: BrandFileError[] } {
  const errors: BrandFileError[] = [];
  const pictures: CheckedPicture[] = [];
  if (uploads.length > MAX_PICTURES)
    return { ok: false, errors: [{ path: 'media', message: `holds more than ${MAX_PICTURES} pictures` }] };
  const names = new Set<string>();
  uploads.forEach((upload, index) => {
    const path = `media[${index}]`;
    const fail = (message: string) => errors.push({ path, message });
    if (!NAME.test(upload.name))
      return fail(
        `"${upload.name}" is not a picture name (lower-case letters, digits, '-', '_', one folder at most, .svg .png .jpg .webp)`,
      );
    if (names.has(upload.name)) return fail(`"${upload.name}" is uploaded twice`);
    names.add(upload.name);
    const extension = TYPES[upload.contentType as keyof typeof TYPES];
    if (!extension) return fail(`${upload.contentType} is not a picture type we take (SVG, PNG, JPEG, WebP)`);
    if (!upload.name.endsWith(`.${extension}`) && !(extension === 'jpg' && upload.name.endsWith('.jpeg')))
      return fail(`"${upload.name}" does not end as a ${upload.contentType} file does (.${extension})`);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(upload.data)) return fail('is not base64');
    const bytes = Buffer.from(upload.data, 'base64');
    if (bytes.length === 0) return fail('is empty');
    if (bytes.length > MAX_PICTURE_BYTES)
      return fail(`is ${bytes.length} bytes, more than ${MAX_PICTURE_BYTES} (2 MB)`);
    const size = sizeOf(bytes, extension);
    if ('error' in size) return fail(size.error);
    if (size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE)
      return fail(`is ${size.width}x${size.height}, larger than ${MAX_PICTURE_SIDE} on a side`);
    pictures.push({ name: upload.name, bytes, ...size });
  });
  return errors.length ? { ok: false, errors } : { ok: true, pictures };
}

/** Width and height from a picture's own bytes, or why its bytes are not the type it claims. */
function sizeOf(
  bytes: Buffer,
  type: (typeof TYPES)[keyof typeof TYPES],
): { width: number; height: number } | { error: string } {
  if (type === 'png') {
    if (
      bytes.length < 24 ||
      bytes.toString('latin1', 0, 8) !== '\x89PNG\r\n\x1a\n' ||
      bytes.toString('latin1', 12, 16) !== 'IHDR'
    )
      return { error: 'is not a PNG file' };
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'jpg') {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return { error: 'is not a JPEG file' };
    for (let at = 2; at + 9 < bytes.length;) {
      if (bytes[at] !== 0xff) return { error: 'is not a readable JPEG file' };
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      // Start of frame (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + length;
    }
    return { error: 'is a JPEG file without its size' };
  }
  if (type === 'webp') {
    if (
      bytes.length < 30 ||
      bytes.toString('latin1', 0, 4) !== 'RIFF' ||
      bytes.toString('latin1', 8, 12) !== 'WEBP'
    )
      return { error: 'is not a WebP file' };
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    return { error: 'is a WebP file of a kind we do not read' };
  }
  const text = bytes.toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) return { error: 'is not an SVG file' };
  if (/<(script|foreignObject|iframe|object|embed)\b/i.test(text) || /\son[a-z]+\s*=/i.test(text))
    return { error: 'is an SVG with scripts or event handlers' };
  if (/(href|src)\s*=\s*["']\s*(?!#|data:image\/)/i.test(text) || /url\(\s*['"]?\s*(?!#)/i.test(text))
    return { error: 'is an SVG that loads something from outside itself' };
  const svg = /<svg\b[^>]*>/.exec(text)![0];
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(svg)?.[1]);
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
  const width = attribute('width') || Number(box?.[1]);
  const height = attribute('height') || Number(box?.[2]);
  if (!width || !height) return { error: 'is an SVG without its width and height (or a viewBox)' };
  return { width: Math.round(width), height: Math.round(height) };
}

/** Every picture a file names, with its path in the file and the size it declares (items only). */
export function pictureReferences(
  file: BrandFile,
): { path: string; url: string; width?: number; height?: number }[] {
  const { theme } = file.brand;
  return [
    { path: 'brand.theme.homeImage', url: theme.homeImage },
    { path: 'brand.theme.logo', url: theme.logo },
    { path: 'brand.theme.favicon', url: theme.favicon },
    ...file.items.flatMap((item, index) =>
      item.images.map((image, at) => ({ path: `items[${index}].images[${at}].url`, ...image })),
    ),
  ];
}

/**
 * The file's pictures against what is uploaded with it and what is there: a picture under the
 * brand's folder must be uploaded or kept already, and be the size the file says; any other
 * `/static/media/` picture must be one the product ships. https addresses are not fetched.
 */
export function checkReferences(
  file: BrandFile,
  pictures: readonly CheckedPicture[],
  dirs: { media: string; shipped: string },
): BrandFileError[] {
  const errors: BrandFileError[] = [];
  const own = `${BRAND_MEDIA_PREFIX}${file.brand.domains.temporary}/`;
  const uploaded = new Map(pictures.map((picture) => [`${own}${picture.name}`, picture]));
  for (const reference of pictureReferences(file)) {
    if (!reference.url.startsWith('/static/media/')) continue;
    const picture = uploaded.get(reference.url);
    if (reference.url.startsWith(BRAND_MEDIA_PREFIX)) {
      if (!reference.url.startsWith(own)) {
        errors.push({
          path: reference.path,
          message: `is another brand's picture: this brand's are under ${own}`,
        });
      } else if (!picture && !existsSync(join(dirs.media, reference.url.slice(BRAND_MEDIA_PREFIX.length)))) {
        errors.push({
          path: reference.path,
          message: `${reference.url} is neither uploaded with the file nor kept already`,
        });
      } else if (
        picture &&
        reference.width &&
        (picture.width !== reference.width || picture.height !== reference.height)
      ) {
        errors.push({
          path: reference.path,
          message: `is ${picture.width}x${picture.height}, not the ${reference.width}x${reference.height} the file says`,
        });
      }
    } else if (!existsSync(join(dirs.shipped, reference.url.slice('/static/media/'.length)))) {
      errors.push({ path: reference.path, message: `${reference.url} is not a picture the product has` });
    }
  }
  return errors;
}

/**
 * Writes the pictures into the brand's folder: first each beside its place, then each moved in,
 * so a reader never sees half a picture. Answers a function that removes what was staged when
 * the import did not commit.
 */
export function stagePictures(
  mediaDir: string,
  brandPath: string,
  pictures: readonly CheckedPicture[],
): { commit: () => void; abandon: () => void } {
  const folder = join(mediaDir, brandPath);
  const staged = pictures.map((picture) => {
    const target = join(folder, picture.name);
    mkdirSync(join(target, '..'), { recursive: true });
    const temporary = `${target}.incoming-${process.pid}-${Date.now()}`;
    writeFileSync(temporary, picture.bytes);
    return { temporary, target };
  });
  return {
    commit: () => staged.forEach(({ temporary, target }) => renameSync(temporary, target)),
    abandon: () => staged.forEach(({ temporary }) => rmSync(temporary, { force: true })),
  };
}
