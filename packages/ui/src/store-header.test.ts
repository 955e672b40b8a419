import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './store-header.js';

describe('whatsAppLink', () => {
  it('keeps only the digits of the contact', () => {
    expect(whatsAppLink('+971 50 123 4567')).toBe('https://wa.me/971501234567');
  });
  it('drops the 00 international prefix', () => {
    expect(whatsAppLink('00971501234567')).toBe('https://wa.me/971501234567');
  });
  it('prefills an encoded message', () => {
    expect(whatsAppLink('+971501234567', 'Order #1024?')).toBe(
      'https://wa.me/971501234567?text=Order%20%231024%3F',
    );
  });
  it('gives no link without digits', () => {
    expect(whatsAppLink('  ')).toBeNull();
  });
});
