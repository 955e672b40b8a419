import { formatPhone } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { telHref, whatsAppHref } from './contact-links.js';

/** The card's own contact, at the bottom of the page. */
export function CardContacts({ phone, whatsApp }: { phone: string; whatsApp: string }) {
  const { t } = useTranslation('businessCard');
  return (
    <footer
      aria-labelledby="card-contact"
      className="mt-auto flex flex-col items-center gap-2 border-t border-line pt-4"
    >
      <h2 id="card-contact" className="text-base font-bold">
        {t('contact')}
      </h2>
      <div className="flex gap-3">
        {whatsApp && (
          <a
            href={whatsAppHref(whatsApp)}
            target="_blank"
            rel="noreferrer"
            className="rounded-xl border border-brand px-4 py-2 font-semibold"
          >
            {t('whatsApp')}
          </a>
        )}
        {phone && (
          <a href={telHref(phone)} className="rounded-xl border border-brand px-4 py-2 font-semibold">
            {t('call')} <bdi dir="ltr">{formatPhone(phone)}</bdi>
          </a>
        )}
      </div>
    </footer>
  );
}
