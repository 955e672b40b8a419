/**
 * Money, date and time formatting for the storefront (spec §2 My Orders, §9 Dates).
 *
 * Decisions:
 * - Currency: the label is the Latin 'AED' in both languages; before the amount in English
 *   ('AED 12.50'), after it in Arabic ('12.50 AED'), as the spec says. This is logical (reading)
 *   order: inside an RTL paragraph '12.50 AED' is read amount first. Amounts have exactly two
 *   decimals and no thousands separator (the API's 2-decimal strings).
 * - Digits: Western (0-9) in both languages, as most UAE apps do; user input in Arabic-Indic
 *   digits is converted with {@link parseDigits}.
 * - Time zone: Asia/Dubai (UTC+4, no daylight saving) by fixed offset, so results do not depend
 *   on the host's time zone. Every function takes the instant as a parameter (no clock reads).
 * - Arabic names: Gulf month names (يناير … ديسمبر), AM/PM as ص/م, the Arabic comma '،'.
 */
import { fils, formatFils, normalizeDigits, type Fils, type SlotRange } from './core.js';
import type { Language } from './language.js';

/** The product's time zone and its fixed offset (spec §1: UAE). */
export const TIME_ZONE = 'Asia/Dubai';
export const TIME_ZONE_OFFSET_MINUTES = 240;
/** Currency label shown in both languages (Arabic: unless the brand chose the Arabic name). */
export const CURRENCY_LABEL = 'AED';
/** The dirham's Arabic abbreviation, a brand's choice for its Arabic pages (`arabicCurrencyLabel`). */
export const ARABIC_CURRENCY_LABEL = 'د.إ';
export type ArabicCurrencyLabel = typeof CURRENCY_LABEL | typeof ARABIC_CURRENCY_LABEL;

let arabicLabel: ArabicCurrencyLabel = CURRENCY_LABEL;

/**
 * The currency label of Arabic money texts for the page's brand: 'AED' by default, 'د.إ' when the
 * brand chose it. Set once per page load by the brand's app before it renders (one brand a page).
 */
export function setArabicCurrencyLabel(label: ArabicCurrencyLabel | undefined): void {
  arabicLabel = label === ARABIC_CURRENCY_LABEL ? ARABIC_CURRENCY_LABEL : CURRENCY_LABEL;
}

/** The currency label in `language`. */
export function currencyLabel(language: Language): string {
  return lang(language) === 'ar' ? arabicLabel : CURRENCY_LABEL;
}

/** An instant: Unix seconds (the API's unit) or a Date. */
export type Instant = number | Date;

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};
const MERIDIEM: Record<Language, readonly [am: string, pm: string]> = {
  en: ['AM', 'PM'],
  ar: ['ص', 'م'],
};
const TODAY: Record<Language, string> = { en: 'today', ar: 'اليوم' };
const LIST_COMMA: Record<Language, string> = { en: ', ', ar: '، ' };

const pad2 = (value: number): string => value.toString().padStart(2, '0');
const lang = (language: Language | undefined): Language => (language === 'ar' ? 'ar' : 'en');

// ---------------------------------------------------------------- money

/** Fils as a 2-decimal amount without currency: 1250 -> '12.50' (fractions rounded half away from zero). */
export function formatAmount(fils: number): string {
  const whole = Math.sign(fils) * Math.round(Math.abs(fils));
  return formatFils((Object.is(whole, -0) ? 0 : whole) as Parameters<typeof formatFils>[0]);
}

/** A ready amount text ('12.50') with the currency label on the language's side. */
export function withCurrency(amount: string, language: Language): string {
  return lang(language) === 'ar' ? `${amount} ${arabicLabel}` : `${CURRENCY_LABEL} ${amount}`;
}

/**
 * Fils with currency: EN 'AED 12.50', AR '12.50 AED'. Negative: 'AED -5.00' / '-5.00 AED'; a
 * discount or credit taken off is written with {@link formatAedDeduction} instead.
 */
export function formatAed(fils: Fils, language: Language): string {
  return withCurrency(formatAmount(fils), language);
}

/** The sign written before a deduction, with a space: '- AED 5.00'. */
export const DEDUCTION_SIGN = '-';

/**
 * A deduction (discount, loyalty credits) of `fils` taken off a total: EN '- AED 5.00', AR
 * '- 5.00 AED'. The sign comes first in reading order and the currency label stays on the
 * language's side, so the Arabic text is the mirror of the English one (in a right-to-left line
 * the sign stands at the right: '5.00 AED -'). The sign of `fils` is ignored: a deduction is
 * written from its size.
 */
export function formatAedDeduction(amount: Fils, language: Language): string {
  return `${DEDUCTION_SIGN} ${formatAed(fils(Math.abs(amount)), language)}`;
}

/** The parts of a money text, for layouts that style the label apart. */
export function aedParts(
  fils: Fils,
  language: Language,
): { readonly amount: string; readonly currency: string; readonly currencyFirst: boolean } {
  return {
    amount: formatAmount(fils),
    currency: currencyLabel(language),
    currencyFirst: lang(language) === 'en',
  };
}

// ---------------------------------------------------------------- lists

/** The list separator: ', ' in English, the Arabic comma '، ' in Arabic. */
export function listSeparator(language: Language): string {
  return LIST_COMMA[lang(language)];
}

/** Splits on the English or Arabic comma; the pieces trimmed, empty ones dropped. */
function listItems(part: string): string[] {
  return part
    .split(/[,،]/)
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter((item) => item !== '');
}

/**
 * `inner` says nothing `outer` does not: the same text in any letter case, or (when it has a
 * letter) a run of whole words of it: 'Barsha 1' in 'Al Barsha 1', but not 'Villa 1' in
 * 'Villa 12', nor a bare number such as an apartment '3' in 'Villa 3'.
 */
function containsWords(outer: string, inner: string): boolean {
  const o = outer.toLocaleLowerCase();
  const i = inner.toLocaleLowerCase();
  if (o === i) return true;
  return /\p{L}/u.test(i) && ` ${o} `.includes(` ${i} `);
}

/**
 * One line from the parts of a list (an address, a basket line's options): each part is split on
 * its own commas (',' or '،'), empty pieces are dropped, and a piece already said is left out:
 * the same text in any letter case, or whole words of a piece kept before it ('Al Barsha 1' then
 * 'al barsha 1'; 'Dubai Marina' then 'Dubai'). A piece that says more than pieces kept before it
 * takes their place ('Villa 12' then 'Villa 12 Street 4b'). Joined with ', ' in English and the
 * Arabic comma '، ' in Arabic:
 * `joinList(['Villa 12', 'Villa 12, Street 4b', 'Al Barsha 1', 'Al Barsha 1'], 'en')` is
 * 'Villa 12, Street 4b, Al Barsha 1'.
 */
export function joinList(parts: readonly (string | null | undefined | false)[], language: Language): string {
  const kept: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    for (const item of listItems(part)) {
      if (kept.some((earlier) => containsWords(earlier, item))) continue;
      const said = kept.filter((earlier) => containsWords(item, earlier));
      if (said.length === 0) {
        kept.push(item);
        continue;
      }
      // Says more than earlier pieces: it stands where the first of them stood.
      const at = kept.indexOf(said[0]!);
      kept.splice(at, 1, item);
      for (const other of said.slice(1)) kept.splice(kept.indexOf(other), 1);
    }
  }
  return kept.join(listSeparator(language));
}

/** The geocoder's placeholder for a place it could not name (spec §5 'unknown'). */
export const UNKNOWN_PLACE = 'unknown';

/**
 * An address line from its parts (apartment, building, street or full address, area, city):
 * {@link joinList} without the geocoder's 'unknown' placeholders.
 */
export function joinAddress(
  parts: readonly (string | null | undefined | false)[],
  language: Language,
): string {
  return joinList(
    parts.filter((part) => !part || part.trim().toLowerCase() !== UNKNOWN_PLACE),
    language,
  );
}

// ---------------------------------------------------------------- digits

/** Converts Arabic-Indic (٠-٩) and Persian (۰-۹) digits and '٫' to ASCII (core's `normalizeDigits`). */
export function parseDigits(text: string): string {
  return normalizeDigits(text);
}

// ---------------------------------------------------------------- dates

/** A calendar date in Dubai. `month` 1-12, `weekday` 0 = Sunday. */
export interface DubaiDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

function toUnixSeconds(instant: Instant): number {
  return instant instanceof Date ? Math.floor(instant.getTime() / 1000) : instant;
}

function fromUtcDate(date: Date): DubaiDate {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** Date and minutes of the day in Dubai at an instant. */
export function dubaiDateTime(instant: Instant): DubaiDate & { readonly minutesOfDay: number } {
  const local = new Date((toUnixSeconds(instant) + TIME_ZONE_OFFSET_MINUTES * 60) * 1000);
  return { ...fromUtcDate(local), minutesOfDay: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** 'YYYY-MM-DD' of the Dubai date at an instant (e.g. the `today` of {@link formatPreOrderDay}). */
export function dubaiIsoDate(instant: Instant): string {
  const { year, month, day } = dubaiDateTime(instant);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Order dates (spec §9): 'DD/MM/YYYY' in Dubai time. */
export function formatOrderDate(instant: Instant, _language: Language = 'en'): string {
  const { year, month, day } = dubaiDateTime(instant);
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

/** Payment-link and order-detail dates (spec §9): 'DD-MM-YYYY' in Dubai time. */
export function formatLinkDate(instant: Instant, _language: Language = 'en'): string {
  const { year, month, day } = dubaiDateTime(instant);
  return `${pad2(day)}-${pad2(month)}-${year}`;
}

/** Order detail date (spec §9 'DD-MM-YYYY'); its time is {@link formatTime}. */
export const formatOrderDetailDate = formatLinkDate;

function clockMinutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(normalizeDigits(clock).trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

function format12h(minutesOfDay: number, language: Language): string {
  const wrapped = ((minutesOfDay % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const [am, pm] = MERIDIEM[lang(language)];
  return `${pad2(hour12)}:${pad2(wrapped % 60)} ${hours < 12 ? am : pm}`;
}

/**
 * 'hh:mm A' (spec §9): '09:05 PM', Arabic '09:05 م'. Takes an instant (Dubai time) or a local
 * 'HH:mm' clock; a malformed clock is returned unchanged.
 */
export function formatTime(time: Instant | string, language: Language): string {
  if (typeof time === 'string') {
    const minutes = clockMinutes(time);
    return minutes === null ? time : format12h(minutes, language);
  }
  return format12h(dubaiDateTime(time).minutesOfDay, language);
}

/** A pre-order slot as a 12-hour range (spec §9): '10:00 AM - 10:30 AM', Arabic '10:00 ص - 10:30 ص'. */
export function formatSlotRange(slot: SlotRange, language: Language): string {
  return `${formatTime(slot.start, language)} - ${formatTime(slot.end, language)}`;
}

function toDubaiDate(date: string | Instant | Pick<DubaiDate, 'year' | 'month' | 'day'>): DubaiDate | null {
  if (typeof date === 'number' || date instanceof Date) return dubaiDateTime(date);
  if (typeof date === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(normalizeDigits(date).trim());
    if (!match) return null;
    date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  const parsed = fromUtcDate(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  return parsed.year === date.year && parsed.month === date.month && parsed.day === date.day ? parsed : null;
}

/**
 * A pre-order day (spec §9 'dddd, DD MMM YYYY'): 'Monday, 05 Jan 2026', Arabic
 * 'الاثنين، 05 يناير 2026'. `date` is a 'YYYY-MM-DD' local day (core's pre-order days), a date's
 * parts or an instant (its Dubai date). With `today` ('YYYY-MM-DD', see {@link dubaiIsoDate}) the
 * matching day reads 'today' / 'اليوم' (spec §4). A malformed string is returned unchanged.
 */
export function formatPreOrderDay(
  date: string | Instant | Pick<DubaiDate, 'year' | 'month' | 'day'>,
  language: Language,
  options: { readonly today?: string } = {},
): string {
  const parsed = toDubaiDate(date);
  if (!parsed) return typeof date === 'string' ? date : '';
  const l = lang(language);
  if (
    options.today !== undefined &&
    `${parsed.year}-${pad2(parsed.month)}-${pad2(parsed.day)}` === options.today
  )
    return TODAY[l];
  return `${WEEKDAYS[l][parsed.weekday]}${LIST_COMMA[l]}${pad2(parsed.day)} ${MONTHS[l][parsed.month - 1]} ${parsed.year}`;
}

/**
 * A phone number written as people read it: a UAE number in its groups, `+971 4 395
 * 1234` for a landline (one-digit area code), `+971 50 123 4567` for a mobile, `800 …` numbers
 * and other countries as given. Western digits in both languages; wrap it in `<bdi dir="ltr">`.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const uae = /^(?:\+971|00971|0)(\d{8,9})$/.exec(digits);
  if (!uae) return phone;
  const national = uae[1]!;
  if (national.length === 9 && national.startsWith('5'))
    return `+971 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
  if (national.length === 8 && /^[234679]/.test(national))
    return `+971 ${national[0]} ${national.slice(1, 4)} ${national.slice(4)}`;
  return phone;
}
