import { describe, expect, it } from 'vitest';
import { prepEstimate, whatsAppLink } from './store-header.js';

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

describe('prepEstimate', () => {
  it("writes a day's prep time as '1 day', never as 1440 minutes", () => {
    expect(prepEstimate('DELIVERY', 1440, 'en')).toEqual({
      key: 'store:storeHeader.deliveryWithin',
      duration: '1 day',
    });
    expect(prepEstimate('DELIVERY', 1440, 'ar')?.duration).toBe('يوم واحد');
  });
  it('writes hours and minutes as the tracker does', () => {
    expect(prepEstimate('PICKUP', 120, 'en')).toEqual({
      key: 'store:storeHeader.pickupWithin',
      duration: '2 hours',
    });
    expect(prepEstimate('DINE_IN', 90, 'en')?.duration).toBe('1 hour 30 minutes');
    expect(prepEstimate('DELIVERY', 35, 'en')?.duration).toBe('35 minutes');
    expect(prepEstimate('DELIVERY', 35, 'ar')?.duration).toBe('35 دقيقة');
  });
  it('gives nothing without a stated time, at 0 and below', () => {
    expect(prepEstimate('DELIVERY', undefined, 'en')).toBeNull();
    expect(prepEstimate('DELIVERY', 0, 'en')).toBeNull();
    expect(prepEstimate('PICKUP', -5, 'en')).toBeNull();
  });
});
