import { describe, expect, it } from 'vitest';
import { differentNumber, telHref, whatsAppHref } from './contact-links.js';
import { vCard, vCardFileName } from './vcard.js';

describe('vCard', () => {
  const card = vCard({
    name: 'Gulf Kitchens Group',
    nameAr: 'مجموعة مطابخ الخليج',
    phone: '+97143301234',
    whatsApp: '+971504567890',
    url: 'https://order.example/gulf-kitchens/card',
    brands: ['Zaatar House', 'Karak Corner; Dubai'],
  });

  it('is a vCard 3.0 with CRLF line ends, the name, both numbers, the web address and the brands', () => {
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Gulf Kitchens Group',
      'ORG:Gulf Kitchens Group',
      'NICKNAME:مجموعة مطابخ الخليج',
      'TEL;TYPE=WORK,VOICE:+97143301234',
      'TEL;TYPE=CELL:+971504567890',
      'URL:https://order.example/gulf-kitchens/card',
      'NOTE:Zaatar House\\, Karak Corner\\; Dubai',
      'END:VCARD',
      '',
    ]);
  });

  it('lists WhatsApp once when it is the same number, and names the file by slug', () => {
    const same = vCard({ name: 'A', phone: '+9714', whatsApp: '+9714', url: 'u', brands: [] });
    expect(same.match(/TEL/g)).toHaveLength(1);
    expect(same).not.toContain('NOTE');
    expect(vCardFileName('gulf-kitchens')).toBe('gulf-kitchens.vcf');
    expect(vCardFileName('')).toBe('contact.vcf');
  });
});

describe('contact links', () => {
  it('builds tel: and wa.me links from any formatting', () => {
    expect(telHref('+971 4 395 1234')).toBe('tel:+97143951234');
    expect(whatsAppHref('+971 50-123-4567')).toBe('https://wa.me/971501234567');
  });

  it('tells whether a brand number differs from the card number', () => {
    expect(differentNumber('+971 4 330 1234', '+97143301234')).toBe(false);
    expect(differentNumber('+97143951234', '+97143301234')).toBe(true);
    expect(differentNumber('', '+97143301234')).toBe(false);
  });
});
