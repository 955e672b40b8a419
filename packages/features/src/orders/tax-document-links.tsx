import type { Schemas } from '@storefront/api';
import { useTranslation } from '@storefront/i18n/react';
import { useLocalised } from '../app-kit/localise.js';

/**
 * An order's or a share's tax documents (docs/invoices.md): 'Tax invoice', 'Receipt' or 'Credit
 * note' with its number, each opening the document's own printable page (served by the server, a
 * signed link) in the page's language, in a new tab.
 */
export function TaxDocumentLinks({
  documents,
}: {
  documents: readonly Schemas['TaxDocumentLink'][] | undefined;
}) {
  const { t } = useTranslation('account');
  const { language } = useLocalised();
  if (!documents?.length) return null;
  const title = {
    invoice: t('orderDetail.taxInvoice'),
    receipt: t('orderDetail.receipt'),
    credit_note: t('orderDetail.creditNote'),
  };
  return (
    <>
      {documents.map((document) => (
        <a
          key={document.number}
          href={`${document.url}?lang=${language}`}
          target="_blank"
          rel="noopener noreferrer"
          className="min-h-11 font-semibold text-brand underline"
        >
          {title[document.kind]} <bdi dir="ltr">{document.number}</bdi>
        </a>
      ))}
    </>
  );
}
