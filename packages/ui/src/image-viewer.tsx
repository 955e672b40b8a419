import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { BrokenImageIcon, ChevronIcon } from './icons/index.js';
import { arrowStep } from './image-slider.js';

/** Index after `step` in a list of `length`, looping past both ends (spec §2 "loops"). */
export function loopIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

export interface ImageViewerProps {
  urls: readonly string[];
  /** The picture shown first (from the navigation state). */
  initialIndex?: number;
  /** Item title, for the alt text and the dialog's label. */
  title: string;
  onClose: () => void;
}

/** Previous; 'next' turns it round. Both point the other way in Arabic. */
function Chevron() {
  return <ChevronIcon direction="left" className="size-7 rtl:-scale-x-100" strokeWidth={2.2} />;
}

/**
 * Full-screen picture viewer (route item-image): previous / next that loop, arrow keys (mirrored
 * in Arabic), Escape or the close button to leave, and 'Image not found' when a picture fails.
 */
export function ImageViewer({ urls, initialIndex = 0, title, onClose }: ImageViewerProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [index, setIndex] = useState(() => loopIndex(initialIndex, 0, urls.length));
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const closeButton = useRef<HTMLButtonElement>(null);
  const url = urls[index];
  const many = urls.length > 1;
  const counter = t('common:imageViewer.counter', { current: index + 1, total: urls.length });

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      const direction = getComputedStyle(closeButton.current ?? document.documentElement).direction;
      const step = arrowStep(event.key, direction === 'rtl' ? 'rtl' : 'ltr');
      if (step !== 0) {
        event.preventDefault();
        setIndex((current) => loopIndex(current, step, urls.length));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, urls.length]);

  const navButton =
    'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white shadow-lg ring-1 ring-white/30 hover:bg-black/75';

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white"
    >
      <div className="flex items-center justify-between gap-3 px-2 py-2">
        <p aria-live="polite" className="px-3 text-sm font-medium tabular-nums">
          {many ? counter : ''}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label={t('common:actions.close')}
          className="inline-flex size-11 items-center justify-center rounded-full text-3xl leading-none hover:bg-white/15"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        {url === undefined || failed.has(url) ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-neutral-200">
            <BrokenImageIcon className="size-12" />
            <p className="text-base font-medium">{t('common:imageViewer.notFound')}</p>
          </div>
        ) : (
          <img
            key={url}
            src={url}
            alt={
              many
                ? t('common:imageViewer.pictureAlt', { title, current: index + 1, total: urls.length })
                : title
            }
            onError={() => setFailed((current) => new Set(current).add(url))}
            className="mx-auto max-h-full w-full max-w-panel object-contain"
          />
        )}
        {many && (
          <>
            <button
              type="button"
              onClick={() => setIndex((current) => loopIndex(current, -1, urls.length))}
              aria-label={t('common:imageViewer.previous')}
              className={`${navButton} start-3`}
            >
              <Chevron />
            </button>
            <button
              type="button"
              onClick={() => setIndex((current) => loopIndex(current, 1, urls.length))}
              aria-label={t('common:imageViewer.next')}
              className={`${navButton} end-3`}
            >
              <span className="inline-flex -scale-x-100">
                <Chevron />
              </span>
            </button>
          </>
        )}
      </div>
      {many && (
        <div aria-hidden="true" className="flex justify-center gap-2 py-4">
          {urls.map((dot, position) => (
            <span
              key={`${dot}-${position}`}
              className={`h-2 rounded-full transition-all ${position === index ? 'w-6 bg-white' : 'w-2 bg-white/40'}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
