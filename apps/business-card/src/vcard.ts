/** Escapes a vCard 3.0 text value (RFC 2426: backslash, comma, semicolon, newline). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

export interface VCardInput {
  /** The business's name (and its Arabic name, kept as a nickname so phones show both). */
  readonly name: string;
  readonly nameAr?: string;
  readonly phone: string;
  readonly whatsApp?: string;
  /** The card's own address on the web. */
  readonly url: string;
  /** One line per brand, in the note. */
  readonly brands: readonly string[];
}

/** 'Add to contacts': a vCard 3.0 for the business, lines ending in CRLF as the format requires. */
export function vCard(input: VCardInput): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${text(input.name)}`,
    `ORG:${text(input.name)}`,
    ...(input.nameAr ? [`NICKNAME:${text(input.nameAr)}`] : []),
    `TEL;TYPE=WORK,VOICE:${input.phone}`,
    ...(input.whatsApp && input.whatsApp !== input.phone ? [`TEL;TYPE=CELL:${input.whatsApp}`] : []),
    `URL:${input.url}`,
    ...(input.brands.length > 0 ? [`NOTE:${text(input.brands.join(', '))}`] : []),
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name for the card's vCard ('Gulf Kitchens Group' → 'gulf-kitchens-group.vcf'). */
export function vCardFileName(slug: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, '-').toLowerCase() || 'contact'}.vcf`;
}
