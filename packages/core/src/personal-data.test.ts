import { describe, expect, it } from 'vitest';
import { normalisedPhone, phoneNumbersIn, scrubPersonalData, scrubReport } from './personal-data.js';

describe('personal data in error reports', () => {
  const report = {
    message: 'No session for +971501234567 (also 0501234567)',
    request: {
      url: '/api/v1/dev/otp-outbox?phoneNumber=%2B971501234567',
      headers: { authorization: 'Bearer x' },
    },
    extra: { otp: '123456', card: { number: '4242424242424242', cvc: '123' }, orderNumber: 'ZH-7K3Q9PXA' },
    breadcrumbs: [{ message: 'signed in 971509876543' }],
  };

  it('finds every phone number, in any form the product writes one', () => {
    expect([...phoneNumbersIn(report)].sort()).toEqual([
      '%2B971501234567',
      '+971501234567',
      '0501234567',
      '971509876543',
    ]);
  });

  it('replaces numbers by their hash and drops codes, cards and credentials, leaving the input alone', () => {
    const hashes = new Map([
      ['+971501234567', 'h1'],
      ['0501234567', 'h2'],
    ]);
    const clean = scrubPersonalData(report, hashes);
    expect(clean.message).toBe('No session for [phone:h1] (also [phone:h2])');
    expect(clean.breadcrumbs[0]?.message).toBe('signed in [phone:redacted]');
    expect(clean.request.headers).toEqual({});
    expect(clean.extra).toEqual({ card: {}, orderNumber: 'ZH-7K3Q9PXA' });
    expect(JSON.stringify(clean)).not.toMatch(/501234567|123456|4242/);
    expect(report.extra.otp).toBe('123456');
  });

  it("drops a report's request body, cookies, query string and user IP, keeping the path", () => {
    const event = {
      request: {
        url: 'https://order.example/api/v1/orders?phone=%2B971501234567',
        data: { code: '123456' },
        cookies: { session: 'abc' },
        query_string: 'phone=%2B971501234567',
        method: 'POST',
      },
      user: { ip_address: '10.1.2.3', id: 'customer-7' },
    };
    const clean = scrubReport(event, new Map());
    expect(clean.request).toEqual({ url: 'https://order.example/api/v1/orders', method: 'POST' });
    expect(clean.user).toEqual({ id: 'customer-7' });
    expect(event.request.data.code).toBe('123456');
  });

  it('hashes numbers in one form', () => {
    expect(normalisedPhone('+971 50 123 4567')).toBe('+971501234567');
    expect(normalisedPhone('%2B971501234567')).toBe('+971501234567');
  });
});
