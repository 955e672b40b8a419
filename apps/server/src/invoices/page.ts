import type { Language } from '@storefront/core';
import type { TaxDocumentRow } from './invoices.schema.js';

/**
 * A tax invoice, receipt or credit note as a page (docs/invoices.md): no script, every text
 * escaped, labels in both languages as UAE invoices carry them, the body in the reader's language
 * (`lang`), and print styles for A4 and, with `format=receipt`, an 80 mm receipt printer.
 */

const LABELS = {
  invoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  receipt: { en: 'Receipt', ar: 'إيصال' },
  credit_note: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  number: { en: 'Number', ar: 'الرقم' },
  issued: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  supplied: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  supplier: { en: 'Supplier', ar: 'المورّد' },
  trn: { en: 'TRN', ar: 'الرقم الضريبي' },
  recipient: { en: 'Recipient', ar: 'المستلم' },
  order: { en: 'Order', ar: 'الطلب' },
  refersTo: { en: 'Refers to', ar: 'يشير إلى' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  discount: { en: 'Discount', ar: 'الخصم' },
  taxable: { en: 'Taxable amount', ar: 'المبلغ الخاضع للضريبة' },
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  totalTaxable: { en: 'Total excluding VAT', ar: 'الإجمالي غير شامل الضريبة' },
  totalVat: { en: 'Total VAT', ar: 'إجمالي ضريبة القيمة المضافة' },
  tip: { en: 'Tip (outside the scope of VAT)', ar: 'البقشيش (خارج نطاق ضريبة القيمة المضافة)' },
  total: { en: 'Total payable', ar: 'الإجمالي المستحق' },
  refunded: { en: 'Total refunded', ar: 'إجمالي المبلغ المسترد' },
  paidBy: { en: 'Paid by', ar: 'طريقة الدفع' },
  print: { en: 'Print', ar: 'طباعة' },
  currency: { en: 'All amounts in AED', ar: 'جميع المبالغ بالدرهم الإماراتي' },
} as const;

const METHODS: Record<string, { en: string; ar: string }> = {
  card: { en: 'Card', ar: 'بطاقة' },
  cash: { en: 'Cash', ar: 'نقداً' },
  'card machine': { en: 'Card machine', ar: 'جهاز البطاقة' },
  'pay later': { en: 'Pay later', ar: 'الدفع لاحقاً' },
  wallet: { en: 'Wallet', ar: 'المحفظة' },
  refund: { en: 'Refund to the original payment', ar: 'استرداد إلى وسيلة الدفع الأصلية' },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** 1234 fils as 12.34 (Western digits in both languages, as the product writes numbers). */
const aed = (amount: number) => (amount / 100).toFixed(2);

/** DD/MM/YYYY HH:mm in Dubai. */
function dateOf(unixSeconds: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** 'Tax Invoice / فاتورة ضريبية', the reader's language first. */
const both = (label: { en: string; ar: string }, lang: Language) =>
  lang === 'ar'
    ? `${label.ar} / <span dir="ltr">${label.en}</span>`
    : `${label.en} / <span dir="rtl">${label.ar}</span>`;

export interface InvoicePageInput {
  document: TaxDocumentRow;
  orderNumber: string | null;
  refersToNumber: string | null;
  lang: Language;
  receipt: boolean;
  /** The page's nonce for its inline style (the server's content security policy). */
  nonce?: string;
}

export function renderInvoicePage(input: InvoicePageInput): string {
  const { document: doc, lang } = input;
  const { money, supplier } = doc;
  const title = LABELS[doc.kind];
  const row = (label: { en: string; ar: string }, value: string) =>
    `<tr><th scope="row">${both(label, lang)}</th><td>${value}</td></tr>`;
  const lines = money.lines
    .map(
      (line) => `<tr>
<td><span class="q"><bdi dir="ltr">${line.quantity} ×</bdi> </span>${escape(line.description[lang])}</td>
<td class="n">${line.quantity}</td>
<td class="n">${aed(line.unitPrice)}</td>
<td class="n">${line.discount ? `<bdi dir="ltr">-${aed(line.discount)}</bdi>` : aed(0)}</td>
<td class="n">${aed(line.taxable)}</td>
<td class="n">${line.vatRate}%</td>
<td class="n">${aed(line.vat)}</td>
<td class="n">${aed(line.total)}</td>
</tr>`,
    )
    .join('\n');
  const credit = doc.kind === 'credit_note';
  const payments = money.payments
    .map(
      (payment) =>
        `${escape((METHODS[payment.method] ?? { en: payment.method, ar: payment.method })[lang])} ${aed(payment.amount)}`,
    )
    .join(', ');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(`${title[lang]} ${doc.number} · ${supplier.name[lang]}`)}</title>
<style${input.nonce ? ` nonce="${input.nonce}"` : ''}>
${STYLES}
${input.receipt ? RECEIPT_STYLES : A4_STYLES}
</style>
</head>
<body>
<main class="doc">
<header>
<h1>${both(title, lang)}</h1>
<p class="supplier"><strong>${escape(supplier.name[lang])}</strong><br>${escape(supplier.address[lang])}${
    supplier.trn ? `<br>${both(LABELS.trn, lang)}: <span dir="ltr">${escape(supplier.trn)}</span>` : ''
  }<br>${escape(supplier.storeName[lang])}</p>
</header>
<table class="facts">
${row(LABELS.number, `<span dir="ltr">${escape(doc.number)}</span>`)}
${input.refersToNumber ? row(LABELS.refersTo, `<span dir="ltr">${escape(input.refersToNumber)}</span>`) : ''}
${input.orderNumber ? row(LABELS.order, `<span dir="ltr">${escape(input.orderNumber)}</span>`) : ''}
${row(LABELS.issued, `<span dir="ltr">${dateOf(doc.issuedAt)}</span>`)}
${row(LABELS.supplied, `<span dir="ltr">${dateOf(doc.suppliedAt)}</span>`)}
${doc.recipient ? row(LABELS.recipient, `${escape(doc.recipient.name)}${doc.recipient.trn ? ` · ${both(LABELS.trn, lang)}: <span dir="ltr">${escape(doc.recipient.trn)}</span>` : ''}`) : ''}
</table>
<table class="lines">
<caption>${both(LABELS.currency, lang)}</caption>
<thead><tr>
<th scope="col">${both(LABELS.description, lang)}</th>
<th scope="col">${both(LABELS.quantity, lang)}</th>
<th scope="col">${both(LABELS.unitPrice, lang)}</th>
<th scope="col">${both(LABELS.discount, lang)}</th>
<th scope="col">${both(LABELS.taxable, lang)}</th>
<th scope="col">${both(LABELS.vatRate, lang)}</th>
<th scope="col">${both(LABELS.vat, lang)}</th>
<th scope="col">${both(LABELS.amount, lang)}</th>
</tr></thead>
<tbody>
${lines}
</tbody>
</table>
<table class="totals">
${row(LABELS.totalTaxable, aed(money.taxable))}
${row(LABELS.totalVat, aed(money.vat))}
${money.tip ? row(LABELS.tip, aed(money.tip)) : ''}
${row(credit ? LABELS.refunded : LABELS.total, `<strong data-testid="invoice-total">AED ${aed(money.total)}</strong>`)}
${row(LABELS.paidBy, payments)}
</table>
</main>
</body>
</html>
`;
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#111;background:#f4f4f4}
.doc{max-width:210mm;margin:16px auto;background:#fff;padding:24px}
h1{font-size:20px;margin:0 0 8px}
.supplier{margin:0 0 16px}
table{width:100%;border-collapse:collapse;margin-block-end:16px}
th,td{padding:6px 8px;text-align:start;vertical-align:top;border-block-end:1px solid #ddd}
.facts th,.totals th{font-weight:600;width:50%}
.lines th{font-size:12px;background:#f7f7f7}
.n{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.totals td{text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
.q{display:none}
caption{caption-side:top;text-align:start;font-size:12px;color:#555;padding-block-end:4px}
`;

const A4_STYLES = `
@page{size:A4;margin:15mm}
@media print{body{background:#fff}.doc{margin:0;padding:0;max-width:none}}
`;

/** 80 mm paper: one column, small type, no table borders that waste paper. */
const RECEIPT_STYLES = `
@page{size:80mm auto;margin:3mm}
.doc{max-width:80mm;padding:8px;font-size:11px}
h1{font-size:14px}
.lines thead{display:none}
.lines tr{display:grid;grid-template-columns:1fr auto;border-block-end:1px dashed #999}
.lines td{border:0;padding:1px 0}
.lines td:nth-child(n+2):not(:last-child){display:none}
.q{display:inline}
.facts th,.totals th{width:auto;font-size:10px}
@media print{body{background:#fff}.doc{margin:0}}
`;
