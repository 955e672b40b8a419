/** Digits of a phone number with its country code, as wa.me and tel: links want them. */
function digits(phone: string): string {
  return phone.replace(/[^\d]/g, '');
}

/** A `tel:` link for a phone number (kept in international form). */
export function telHref(phone: string): string {
  return `tel:+${digits(phone)}`;
}

/** A WhatsApp chat link for a number. */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${digits(phone)}`;
}

/** Whether two numbers differ once formatting is set aside ('+971 4 395 1234' equals '+97143951234'). */
export function differentNumber(a: string, b: string): boolean {
  return digits(a) !== '' && digits(a) !== digits(b);
}
