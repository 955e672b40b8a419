import { useTranslation } from '@storefront/i18n/react';
import { useCallback, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { prefersReducedMotion } from './use-scroll-spy.js';

/** Widest slider height (spec §9): from a 460 px wide screen up the slider is 458 px tall. */
export const SLIDER_MAX_HEIGHT = 458;
const PANEL_WIDTH = 460;

/** Slider height for a screen width: the width itself, capped at 458 px from 460 px wide up. */
export function sliderHeight(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 0;
  return width >= PANEL_WIDTH ? SLIDER_MAX_HEIGHT : Math.round(width);
}

/** Index after moving `step` slides, clamped (the slider stops at its ends). */
export function clampIndex(index: number, length: number): number {
  return length <= 0 ? 0 : Math.min(length - 1, Math.max(0, index));
}

/** Slide step of an arrow key: Right goes forward in English, backward in Arabic (mirrored). */
export function arrowStep(key: string, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useScreenWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => PANEL_WIDTH,
  );
}

export interface SliderImage {
  url: string;
  width?: number;
  height?: number;
}

export interface ImageSliderProps {
  images: readonly SliderImage[];
  /** The item title: the slider's label and the pictures' alt text. */
  title: string;
  /** Opens the full-screen viewer at an image. */
  onOpen?: (index: number) => void;
}

/**
 * Item picture slider: one picture per screen width (height = width, at most 458 px), swipe with
 * scroll snapping, dots, and arrow keys on a focused picture or dot (mirrored in Arabic).
 */
export function ImageSlider({ images, title, onOpen }: ImageSliderProps) {
  const { t } = useTranslation('common');
  const track = useRef<HTMLDivElement>(null);
  const [rawIndex, setIndex] = useState(0);
  const index = clampIndex(rawIndex, images.length);
  const height = sliderHeight(useScreenWidth());
  const many = images.length > 1;

  const slideAt = (target: number) => track.current?.children.item(target) as HTMLElement | null;

  const goTo = useCallback(
    (target: number, focus?: 'slide' | 'dot') => {
      const next = clampIndex(target, images.length);
      slideAt(next)?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'nearest',
        inline: 'start',
      });
      setIndex(next);
      if (focus === 'slide')
        slideAt(next)?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
      if (focus === 'dot')
        track.current?.parentElement
          ?.querySelector<HTMLElement>(`[data-dot="${next}"]`)
          ?.focus({ preventScroll: true });
    },
    [images.length],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, focus: 'slide' | 'dot') => {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const step = arrowStep(event.key, direction);
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? images.length - 1 : index + step;
    goTo(target, focus);
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setIndex(clampIndex(Math.round(Math.abs(element.scrollLeft) / element.clientWidth), images.length));
  };

  if (images.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label={title} className="relative bg-canvas">
      {/* Without tappable pictures the track itself takes focus, so it can be scrolled by keyboard. */}
      <div
        ref={track}
        tabIndex={onOpen || !many ? undefined : 0}
        onScroll={onScroll}
        style={{ height }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, position) => {
          const alt = many
            ? t('imageViewer.pictureAlt', { title, current: position + 1, total: images.length })
            : title;
          const picture = (
            <img
              src={image.url}
              alt={alt}
              width={image.width ?? 600}
              height={image.height ?? 600}
              loading={position === 0 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
              className="size-full object-cover"
            />
          );
          return (
            <div
              key={`${image.url}-${position}`}
              aria-roledescription="slide"
              role="group"
              aria-label={t('imageViewer.counter', { current: position + 1, total: images.length })}
              className="h-full w-full shrink-0 snap-start snap-always"
            >
              {onOpen ? (
                <button
                  type="button"
                  tabIndex={position === index ? 0 : -1}
                  onClick={() => onOpen(position)}
                  onKeyDown={(event) => onKeyDown(event, 'slide')}
                  className="block size-full cursor-zoom-in focus-visible:-outline-offset-4"
                >
                  {picture}
                </button>
              ) : (
                picture
              )}
            </div>
          );
        })}
      </div>
      {many && (
        <div className="absolute inset-x-0 bottom-1 flex justify-center">
          <div className="flex rounded-full bg-black/40 px-1">
            {images.map((image, position) => (
              <button
                key={`${image.url}-${position}`}
                type="button"
                data-dot={position}
                aria-label={t('imageViewer.counter', { current: position + 1, total: images.length })}
                aria-current={position === index ? 'true' : undefined}
                tabIndex={position === index ? 0 : -1}
                onClick={() => goTo(position)}
                onKeyDown={(event) => onKeyDown(event, 'dot')}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full border border-black/30 transition-all ${
                    position === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90'
                  }`}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
