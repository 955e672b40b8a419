import type { Schemas } from '@storefront/api';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { vCard, vCardFileName } from './vcard.js';

/** 'Add to contacts' (a vCard download) and 'Share' (the phone's share sheet, else copy the link). */
export function CardActions({ card }: { card: Schemas['BusinessCard'] }) {
  const { t } = useTranslation('businessCard');
  const [copied, setCopied] = useState(false);
  const url = window.location.href;

  const addToContacts = () => {
    const file = vCard({
      name: card.title.en,
      nameAr: card.title.ar,
      phone: card.phoneNumber,
      whatsApp: card.whatsAppContact,
      url,
      brands: card.permittedBrands.map((brand) => brand.brandName),
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([file], { type: 'text/vcard;charset=utf-8' }));
    link.download = vCardFileName(card.slug);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: card.title.en, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  const button = 'rounded-xl border border-line px-4 py-2 text-sm font-semibold';
  return (
    <div className="flex justify-center gap-3">
      <button type="button" className={button} onClick={addToContacts}>
        {t('addToContacts')}
      </button>
      <button type="button" className={button} onClick={() => void share()}>
        {t('share')}
      </button>
      <span role="status" className="self-center text-sm text-muted">
        {copied ? t('linkCopied') : ''}
      </span>
    </div>
  );
}
