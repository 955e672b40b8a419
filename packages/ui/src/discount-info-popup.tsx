import { type Discount, applicableItems, fils, perCustomerUseLabel } from '@storefront/core';
import { formatAed, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button.js';
import { CheckIcon, CopyIcon } from './icons/index.js';
import { Modal } from './modal.js';

/** Pieces of confetti for a welcome coupon (spec §2 Modals). */
export const CONFETTI_PIECES = 300;
const CONFETTI_MS = 3600;
const CONFETTI_COLOURS = ['#F2C14E', '#E4572E', '#17BEBB', '#76B041', '#7B61FF'];

export interface ConfettiPiece {
  /** Start position as a fraction of the width (0..1). */
  x: number;
  /** Start height as a fraction of the height above the top (0..1). */
  y: number;
  /** Fall speed in heights per second. */
  speed: number;
  /** Sideways drift amplitude as a fraction of the width. */
  drift: number;
  /** Turns per second. */
  spin: number;
  /** Size in CSS pixels. */
  size: number;
  colour: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so the burst looks the same every time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The confetti burst: `count` pieces with positions, speeds and colours from a seed. */
export function confettiPieces(count = CONFETTI_PIECES, seed = 7): ConfettiPiece[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    speed: 0.35 + random() * 0.45,
    drift: 0.01 + random() * 0.04,
    spin: 0.5 + random() * 2,
    size: 6 + random() * 6,
    colour: Math.floor(random() * (CONFETTI_COLOURS.length + 1)),
  }));
}

/** A canvas burst over the page; nothing at all when the user prefers reduced motion. */
function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const context = element.getContext('2d');
    if (!context) return undefined;
    const brand = getComputedStyle(element).getPropertyValue('--brand-color').trim() || '#2F6B3A';
    const colours = [brand, ...CONFETTI_COLOURS];
    const pieces = confettiPieces();
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    element.width = width * ratio;
    element.height = height * ratio;
    context.scale(ratio, ratio);
    let frame = 0;
    const start = performance.now();
    const draw = (now: number) => {
      const seconds = (now - start) / 1000;
      context.clearRect(0, 0, width, height);
      context.globalAlpha = Math.max(0, 1 - (now - start) / CONFETTI_MS) ** 0.5;
      for (const piece of pieces) {
        const y = (seconds * piece.speed - piece.y) * height;
        if (y < -piece.size || y > height + piece.size) continue;
        const x = (piece.x + Math.sin(seconds * 3 + piece.x * 10) * piece.drift) * width;
        context.save();
        context.translate(x, y);
        context.rotate(seconds * piece.spin * Math.PI * 2);
        context.fillStyle = colours[piece.colour % colours.length] ?? brand;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      if (now - start < CONFETTI_MS) frame = requestAnimationFrame(draw);
      else context.clearRect(0, 0, width, height);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-[60] size-full motion-reduce:hidden"
    />
  );
}

export interface DiscountInfoItem {
  _id: string;
  /** Item name in the current language. */
  name: string;
}

export interface DiscountInfoPopupProps {
  open: boolean;
  onClose: () => void;
  discount: Discount;
  /** Menu items, to list the ones the discount covers (first 10). */
  items?: readonly DiscountInfoItem[];
  /** A welcome coupon: a confetti burst when the popup opens. */
  welcome?: boolean;
  /** Apply the code to the basket; no button when omitted. */
  onUse?: (code: string) => void;
}

/**
 * Discount details (spec §2 Modals, §5 Discount display): amount off, minimum order, cap, uses per
 * customer (only 1 to 10), which items it covers (first 10), and a copy-code button that confirms
 * the copy. Welcome coupons open with 300 pieces of confetti.
 */
export function DiscountInfoPopup({
  open,
  onClose,
  discount,
  items = [],
  welcome = false,
  onUse,
}: DiscountInfoPopupProps) {
  const { t, i18n } = useTranslation(['store', 'checkout', 'common']);
  const language = languageOf(i18n.language);
  const [copied, setCopied] = useState(false);
  const money = (amount: number) => formatAed(fils(amount), language);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(discount.discountCode);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const headline =
    discount.discountType === 'percentage'
      ? t('store:coupons.percentOff', { amount: Math.min(discount.discountAmount, 100) })
      : t('store:coupons.amountOff', { amount: money(discount.discountAmount) });
  const uses = perCustomerUseLabel(discount);
  const covered = discount.isApplicableOnAllItems ? [] : applicableItems(discount, items);

  return (
    <>
      {open && welcome && <Confetti />}
      <Modal
        open={open}
        onClose={onClose}
        title={t('store:discountInfo.title')}
        closeLabel={t('common:actions.close')}
        footer={
          onUse ? (
            <Button block onClick={() => onUse(discount.discountCode)}>
              {t('store:coupons.useCode', { code: discount.discountCode })}
            </Button>
          ) : undefined
        }
      >
        <div className="space-y-4">
          <div className="rounded-2xl bg-canvas p-4 text-center">
            {welcome && (
              <p className="mb-1 inline-block rounded-full bg-brand px-3 py-0.5 text-sm font-semibold text-on-brand">
                {t('store:coupons.welcome')}
              </p>
            )}
            <p className="text-3xl font-bold text-ink">{headline}</p>
            {discount.discountName && <p className="mt-1 text-base text-muted">{discount.discountName}</p>}
            <div className="mt-3 flex items-center justify-center gap-2">
              <code
                dir="ltr"
                className="rounded-lg border-2 border-dashed border-muted bg-surface px-3 py-2 font-mono text-lg font-bold tracking-wider text-ink"
              >
                {discount.discountCode}
              </code>
              <Button variant="secondary" onClick={() => void copy()}>
                {copied ? <CheckIcon className="size-5" strokeWidth={2} /> : <CopyIcon className="size-5" />}
                {copied ? t('common:actions.copied') : t('store:discountInfo.copyCode')}
              </Button>
            </div>
            <p role="status" className="mt-2 min-h-5 text-sm font-medium text-success">
              {copied ? t('store:discountInfo.codeCopied') : ''}
            </p>
          </div>

          <ul className="space-y-1 text-base text-ink">
            {discount.minOrderValue > 0 && (
              <li>{t('store:coupons.minOrder', { amount: money(discount.minOrderValue) })}</li>
            )}
            {discount.discountType === 'percentage' && discount.maximumDiscountValue > 0 && (
              <li>{t('store:discountInfo.maxDiscount', { amount: money(discount.maximumDiscountValue) })}</li>
            )}
            {uses !== null && <li>{t('store:coupons.usesPerCustomer', { count: uses })}</li>}
            <li>
              {discount.isApplicableOnAllItems
                ? t('store:discountInfo.allItems')
                : t('store:discountInfo.specificItems')}
            </li>
          </ul>

          {covered.length > 0 && (
            <section>
              <h3 className="mb-2 text-base font-semibold">{t('store:discountInfo.applicableItems')}</h3>
              <ul className="divide-y divide-line rounded-xl border border-line">
                {covered.map((item) => (
                  <li key={item._id} className="px-3 py-2.5 text-base">
                    {item.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </Modal>
    </>
  );
}
