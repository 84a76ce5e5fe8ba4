import { imageSrcSet } from '@lull/domain/image-widths';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

import { useIsLive } from '@/lib/browser-value';
import { cn } from '../ui/cn';

export interface CarouselImage {
  url: string;
  alt: string;
  /** The file's own size when the API knows it; the frame's 3:2 otherwise (the picture is cropped to fit). */
  width?: number;
  height?: number;
}

interface ImageCarouselProps {
  images: readonly CarouselImage[];
  /** Names the carousel for screen readers: 'Photos of Arch & Amber Brow Studio'. */
  label: string;
  /** Shown when there is no photo, or a photo fails to load. */
  placeholder: ReactNode;
  /** At most this many photos: a listing shows up to 4. */
  max?: number;
  /** The frame's classes, e.g. its aspect ratio and corner rounding. */
  className?: string;
  /** How wide the frame is shown, as an `<img sizes>`: the browser picks the picture's width from it. */
  sizes?: string;
  /** Load the first photo straight away and first among pictures (it is at the top of the page), not when scrolled to. */
  eager?: boolean;
}

const SWIPE_MIN_PX = 40;

/**
 * Up to four photos, one at a time, with previous/next buttons (wrapping round), arrow keys while focus is
 * inside, a swipe on touch screens, and a polite 'Photo 2 of 4' announcement. Photos beyond the first load lazily,
 * and only once the page is live: on a page drawn by the server they would share a phone's first second with the
 * photo and stylesheet it paints first, while nobody can turn to them before the buttons work.
 */
export function ImageCarousel({ images, label, placeholder, max = 4, className, sizes = '100vw', eager = false }: ImageCarouselProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const live = useIsLive();
  const shown = images.filter((image) => image.url !== '' && !failed.has(image.url)).slice(0, max);
  const [rawIndex, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = shown.length;
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);

  const frame = cn('relative overflow-hidden bg-stone-100', className);
  if (count === 0) return <div className={frame}>{placeholder}</div>;

  const go = (step: number) => setIndex((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    touchStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (touchStart.current === null || count < 2) return;
    const moved = event.clientX - touchStart.current;
    touchStart.current = null;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn(frame, 'group/carousel touch-pan-y')}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <div
        className="flex h-full transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {shown.map((image, i) => (
          <div
            key={image.url}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            className="h-full w-full shrink-0"
          >
            {i > 0 && !live ? null : (
              <img
                src={image.url}
                srcSet={imageSrcSet(image.url)}
                sizes={sizes}
                alt={image.alt}
                width={image.width ?? 960}
                height={image.height ?? 640}
                loading={eager && i === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && i === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                onError={() => setFailed((before) => new Set(before).add(image.url))}
                className="size-full object-cover select-none"
              />
            )}
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous photo"
            className="absolute top-1/2 left-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white focus-visible:bg-white"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next photo"
            className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white focus-visible:bg-white"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div aria-hidden="true" className="absolute inset-x-0 bottom-2.5 flex justify-center gap-1.5">
            {shown.map((image, i) => (
              <span
                key={image.url}
                className={cn('h-1.5 rounded-full bg-white shadow transition-all', i === index ? 'w-4' : 'w-1.5 opacity-60')}
              />
            ))}
          </div>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            Photo {index + 1} of {count}
          </p>
        </>
      ) : null}
    </section>
  );
}
