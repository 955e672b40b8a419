import { languageOfApi, type ApiLanguage, type Fils } from '@storefront/core';
import { formatAed } from '@storefront/i18n';
import type { SandboxPaymentView } from './sandbox/types.js';

/**
 * The sandbox's browser pages: the 3-D Secure challenge and the hosted payment page. Plain HTML
 * forms (they work without JavaScript), inline CSS, no external resources, every interpolated
 * value escaped.
 */

/** The sandbox keeps a payment's language as the gateways' requests spell it. */
type Language = ApiLanguage;

const texts = {
  EN: {
    sandboxNotice: 'Sandbox: no real money moves. Use a test card.',
    threeDsTitle: '3-D Secure test page',
    threeDsIntro: 'Your bank asks you to confirm this payment.',
    amount: 'Amount',
    card: 'Card',
    approve: 'Approve',
    deny: 'Deny',
    hostedTitle: 'Secure payment',
    cardNumber: 'Card number',
    expMonth: 'Expiry month (MM)',
    expYear: 'Expiry year (YY)',
    cvc: 'Security code (CVC)',
    nameOnCard: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    testCards: 'Test cards',
    testSuccess: 'succeeds',
    testChallenge: 'asks for 3-D Secure',
    testDeclined: 'is declined',
    anyFuture: 'Any future expiry date and any 3-digit code.',
    doneTitle: 'Payment already processed',
    doneText: 'This payment has already been completed. You can close this page and return to the shop.',
    notFoundTitle: 'Payment not found',
    notFoundText: 'Please, check the link and try again!',
    finishedTitle: 'Authentication complete',
    finishedText: 'You can close this page and return to the shop.',
    badRequestTitle: 'Something was incorrect.',
  },
  AR: {
    sandboxNotice: 'بيئة تجريبية: لا تُنقل أموال حقيقية. استخدم بطاقة اختبار.',
    // The Latin name isolated left-to-right: it reads '3-D Secure', not 'D Secure-3'.
    threeDsTitle: 'صفحة اختبار \u20663-D Secure\u2069',
    threeDsIntro: 'يطلب منك البنك تأكيد هذه الدفعة.',
    amount: 'المبلغ',
    card: 'البطاقة',
    approve: 'موافقة',
    deny: 'رفض',
    hostedTitle: 'دفع آمن',
    cardNumber: 'رقم البطاقة',
    expMonth: 'شهر الانتهاء (MM)',
    expYear: 'سنة الانتهاء (YY)',
    cvc: 'رمز الأمان (CVC)',
    nameOnCard: 'الاسم على البطاقة',
    pay: 'ادفع',
    cancel: 'إلغاء والعودة',
    testCards: 'بطاقات الاختبار',
    testSuccess: 'تنجح',
    testChallenge: 'تطلب \u20663-D Secure\u2069',
    testDeclined: 'تُرفض',
    anyFuture: 'أي تاريخ انتهاء مستقبلي وأي رمز من 3 أرقام.',
    doneTitle: 'تمت معالجة الدفعة',
    doneText: 'اكتملت هذه الدفعة بالفعل. يمكنك إغلاق هذه الصفحة والعودة إلى المتجر.',
    notFoundTitle: 'الدفعة غير موجودة',
    notFoundText: 'يرجى التحقق من الرابط والمحاولة مرة أخرى!',
    finishedTitle: 'اكتمل التحقق',
    finishedText: 'يمكنك إغلاق هذه الصفحة والعودة إلى المتجر.',
    badRequestTitle: 'Something was incorrect.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}
h1{font-size:1.35rem;margin:0 0 .75rem}
.notice{background:#fef3c7;color:#78350f;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#4b5563}dd{margin:0;font-weight:600}
.amount{font-size:1.25rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;padding:.65rem;font:inherit;border:1px solid #6b7280;border-radius:.5rem}
.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:.75rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{flex:1 1 8rem;padding:.75rem 1rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid #1d4ed8;cursor:pointer;min-height:44px}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{background:#fee2e2;color:#7f1d1d;padding:.5rem .75rem;border-radius:.5rem}
.hint{font-size:.875rem;color:#374151}
.hint code{direction:ltr;unicode-bidi:embed}
`;

function layout(language: Language, title: string, body: string): string {
  const lang = language === 'AR' ? 'ar' : 'en';
  const dir = language === 'AR' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function amountText(amount: Fils, language: Language): string {
  return formatAed(amount, languageOfApi(language));
}

function cardText(view: SandboxPaymentView): string | null {
  if (!view.cardLast4) return null;
  const brand = view.cardBrand && view.cardBrand !== 'unknown' ? view.cardBrand.toUpperCase() : '';
  return `${brand} •••• ${view.cardLast4}`.trim();
}

/** The 3-D Secure challenge: amount, masked card, Approve and Deny posting back to the page. */
export function renderChallengePage(view: SandboxPaymentView): string {
  const t = texts[view.language];
  const card = cardText(view);
  return layout(
    view.language,
    t.threeDsTitle,
    `<h1>${escapeHtml(t.threeDsTitle)}</h1>
<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<p>${escapeHtml(t.threeDsIntro)}</p>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount" dir="ltr">${escapeHtml(amountText(view.amount, view.language))}</dd>
${card ? `<dt>${escapeHtml(t.card)}</dt><dd dir="ltr">${escapeHtml(card)}</dd>` : ''}
</dl>
<form method="post" action="/sandbox/3ds/${escapeHtml(encodeURIComponent(view.id))}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button class="secondary" type="submit" name="decision" value="deny">${escapeHtml(t.deny)}</button>
</div>
</form>`,
  );
}

/**
 * The hosted payment page's card form. After a refusal it shows the error and keeps only the
 * expiry month and year; the card number and security code are never written back.
 */
export function renderHostedPage(
  view: SandboxPaymentView,
  options: { error?: string; expMonth?: string; expYear?: string } = {},
): string {
  const t = texts[view.language];
  const action = `/sandbox/hosted/${escapeHtml(encodeURIComponent(view.id))}`;
  const amount = amountText(view.amount, view.language);
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  return layout(
    view.language,
    t.hostedTitle,
    `<h1>${escapeHtml(t.hostedTitle)}</h1>
<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount" dir="ltr">${escapeHtml(amount)}</dd>
${view.description ? `<dt></dt><dd>${escapeHtml(view.description)}</dd>` : ''}
</dl>
${options.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${action}" novalidate${options.error ? ' aria-describedby="form-error"' : ''}>
<label for="number">${escapeHtml(t.cardNumber)}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required dir="ltr" maxlength="23">
<div class="row">
<div><label for="expMonth">${escapeHtml(t.expMonth)}</label>
<input id="expMonth" name="expMonth" inputmode="numeric" autocomplete="cc-exp-month" required dir="ltr" maxlength="2"${value(options.expMonth)}></div>
<div><label for="expYear">${escapeHtml(t.expYear)}</label>
<input id="expYear" name="expYear" inputmode="numeric" autocomplete="cc-exp-year" required dir="ltr" maxlength="4"${value(options.expYear)}></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required dir="ltr" maxlength="4"></div>
</div>
<label for="name">${escapeHtml(t.nameOnCard)}</label>
<input id="name" name="name" autocomplete="cc-name">
<div class="actions"><button class="primary" type="submit">${escapeHtml(`${t.pay} ${amount}`)}</button></div>
</form>
<form method="post" action="${action}/cancel">
<div class="actions"><button class="secondary" type="submit">${escapeHtml(t.cancel)}</button></div>
</form>
<section class="hint" aria-label="${escapeHtml(t.testCards)}">
<p><strong>${escapeHtml(t.testCards)}</strong></p>
<ul>
<li><code>4242 4242 4242 4242</code> ${escapeHtml(t.testSuccess)}</li>
<li><code>4000 0027 6000 3184</code> ${escapeHtml(t.testChallenge)}</li>
<li><code>4000 0000 0000 0002</code> ${escapeHtml(t.testDeclined)}</li>
</ul>
<p>${escapeHtml(t.anyFuture)}</p>
</section>`,
  );
}

export type MessagePageKind = 'done' | 'notFound' | 'finished' | 'badRequest';

/** A short page with a title and a sentence (already processed, not found, finished). */
export function renderMessagePage(kind: MessagePageKind, language: Language = 'EN', detail?: string): string {
  const t = texts[language];
  const [title, text] =
    kind === 'done'
      ? [t.doneTitle, t.doneText]
      : kind === 'notFound'
        ? [t.notFoundTitle, t.notFoundText]
        : kind === 'finished'
          ? [t.finishedTitle, t.finishedText]
          : [t.badRequestTitle, detail ?? ''];
  return layout(language, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}
