import type { BrandInfo, Schemas } from '@storefront/contract';
import type { Language } from '@storefront/core';
import { formatAed, formatLinkDate } from '@storefront/i18n';
import paymentLinkAr from '@storefront/i18n/resources/ar/paymentLink.json';
import paymentLinkEn from '@storefront/i18n/resources/en/paymentLink.json';
import type { PageTarget } from './resolve-page.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The language a page's first view is written in: the visitor's choice when the page's cookie
 * carries it (`storefront.language`, written by the apps beside their stored choice), else the
 * browser's first language when it is Arabic, else English: what the app itself will draw, so the
 * first view does not change language (or direction) under the visitor.
 */
export function pageLanguage(acceptLanguage: string | undefined, cookie?: string | undefined): Language {
  const chosen = /(?:^|;\s*)storefront\.language=(en|ar)(?:;|$)/.exec(cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'ar') return chosen;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** Whether a page request is a brand's home (the storefront at its base path). */
export function isBrandHome(target: PageTarget, pathname: string): boolean {
  if (target.app !== 'storefront' || !target.brand) return false;
  const rest = pathname.slice(target.basePath.length);
  return rest === '' || rest === '/';
}

/**
 * The brand home's first content, inside #root, in the app's own classes (apps/storefront
 * brand-home-intro.tsx): the brand's colour bar where the header goes, the hero picture, the logo,
 * the name as the page's h1 and the tagline. Nothing in it can be clicked or typed into (a
 * visitor or a journey could act on it before the app mounts); the app's render replaces it.
 */
export function brandHomeFirstView(brand: BrandInfo, language: Language): string {
  const { setting } = brand;
  const name = language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const tagline = language === 'ar' ? setting.taglineAR || setting.taglineEN : setting.taglineEN;
  return [
    `<div aria-busy="true">`,
    `<div class="bg-brand" style="height:4rem;background-color:${escapeHtml(setting.color)}"></div>`,
    `<div class="relative h-52 bg-canvas"><img src="${escapeHtml(setting.brandImageHomeBG)}" alt="" class="size-full object-cover" fetchpriority="high"></div>`,
    `<main class="pb-4"><div class="-mt-14 grid justify-items-center gap-2 px-4 text-center">`,
    `<img class="relative size-24 rounded-3xl border-4 border-surface bg-surface object-cover shadow-lg" src="${escapeHtml(setting.brandLogoFirst)}" alt="" width="96" height="96">`,
    `<h1 class="text-2xl font-bold">${escapeHtml(name)}</h1>`,
    tagline ? `<p class="text-muted">${escapeHtml(tagline)}</p>` : '',
    `</div></main></div>`,
  ].join('');
}

/** Whether a page request is a store page: the storefront's `/store/store-detail` or the dine-in home. */
export function isStorePage(target: PageTarget, pathname: string): boolean {
  if (!target.brand) return false;
  const rest = pathname.slice(target.basePath.length).replace(/\/$/, '');
  return (
    (target.app === 'storefront' && rest === '/store/store-detail') ||
    (target.app === 'dine-in' && rest === '/dine-in')
  );
}

/**
 * The store page's first content, in the app's own classes (packages/features store-top-bar.tsx,
 * dine-in-bar.tsx): room for the language bar, the brand's banner (the page's largest picture,
 * fetched at once instead of after the app's code) and the bar with the store's name when the
 * page knows its store (the dine-in link names it; a storefront visitor's choice lives in their
 * browser). Nothing in it can be clicked or typed into; the app's render replaces it.
 */
export function storePageFirstView(brand: BrandInfo, storeName: string | null): string {
  const banner = brand.setting.brandImageHomeBG;
  return [
    `<div aria-busy="true">`,
    `<div class="min-h-12 bg-surface"></div>`,
    banner
      ? `<img src="${escapeHtml(banner)}" alt="" width="460" height="112" fetchpriority="high" class="block h-28 w-full object-cover">`
      : '',
    `<div class="flex min-h-16 items-center border-b border-line bg-surface px-5 py-2">`,
    storeName
      ? `<span class="truncate text-base font-semibold text-ink">${escapeHtml(storeName)}</span>`
      : '',
    `</div></div>`,
  ].join('');
}

/** The cart id a payment-link page is for (`/payment-link/{cartId}` under the brand), else null. */
export function paymentLinkCartOf(target: PageTarget, pathname: string): string | null {
  if (target.app !== 'payment-link' || !target.brand) return null;
  const match = /^\/payment-link\/([^/]+)\/?$/.exec(pathname.slice(target.basePath.length));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * A payment link's first content, as the app shows a link still to pay (apps/payment-link
 * link-page.tsx, link-summary.tsx): the page title, the amount with 'Tax included', the cart
 * number, the date it was made, its purpose and message, in the page's language. Nothing for a
 * link that is paid or expired (the app shows those itself). Nothing in it can be clicked.
 */
export function paymentLinkFirstView(link: Schemas['PaymentLink'], language: Language): string | null {
  if (link.paymentStatus !== 'NOT_VERIFIED' || link.expired === true) return null;
  const t = language === 'ar' ? paymentLinkAr : paymentLinkEn;
  // The brand's Arabic words on the Arabic page, where it gave them.
  const arabic = language === 'ar';
  const texts = {
    purpose: (arabic && link.purposeOfPaymentAr) || link.purposeOfPayment,
    message: (arabic && link.messageAr) || link.message,
  };
  // Details in <bdi>: the brand's own words keep their direction on a page in the other one.
  const row = (term: string, detail: string, strong = false) =>
    `<dt class="text-muted">${escapeHtml(term)}</dt><dd class="text-end${strong ? ' font-semibold' : ''}"><bdi>${escapeHtml(detail)}</bdi></dd>`;
  return [
    `<main aria-busy="true" class="mx-auto flex min-h-dvh max-w-panel flex-col gap-4 px-4 pb-10 pt-2">`,
    `<div class="min-h-12"></div>`,
    `<h1 class="text-2xl font-bold">${escapeHtml(t.title)}</h1>`,
    `<section class="grid gap-3 rounded-2xl border border-line bg-canvas p-4"><p class="text-center">`,
    `<span class="block text-3xl font-bold">${escapeHtml(formatAed(link.amount, language))}</span>`,
    `<span class="text-sm text-muted">${escapeHtml(t.taxIncluded)}</span></p>`,
    `<dl class="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">`,
    row(t.cartNumber, link.cartId, true),
    row(t.createdOn, formatLinkDate(link.linkCreationDate, language)),
    row(t.purpose, texts.purpose),
    texts.message ? row(t.message, texts.message) : '',
    `</dl></section></main>`,
  ].join('');
}

/** The page with its first content in #root, and `lang`/`dir` of the language it is in. */
export function withFirstView(html: string, content: string, language: Language): string {
  return html
    .replace(
      /<html lang="[^"]*" dir="[^"]*"/,
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`,
    )
    .replace('<div id="root"></div>', `<div id="root">${content}</div>`);
}
