'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ResponsiveImageData } from '@/lib/content/images';
import { frameSize, nextIndex, previousIndex, swipeDirection, wrapIndex } from '@/lib/browser/carousel';
import { counterText, earlyCarousel, type SwipeStart } from '@/lib/early-carousel';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import { useEarlyRelease, useEarlyScript } from '@/components/shared/useEarlyScript';
import styles from './ProjectCarousel.module.css';

type Props = { images: ResponsiveImageData[]; title: string };

const SIZES = '(min-width: 30rem) 420px, calc(100vw - 2rem)';

/**
 * The project's images, one at a time (WAI-ARIA APG carousel): labelled previous/next buttons, arrow
 * keys, touch swipe, and "Image 2 sur 3" announced politely. Hidden images load only when shown.
 * An inline script makes it work from the first paint, until React takes over (lib/early-carousel.ts).
 */
export function ProjectCarousel({ images, title }: Props) {
  const early = useEarlyScript(earlyCarousel);
  const { id, ready, script } = early;
  const [index, setIndex] = useState(early.adopted?.index ?? 0);
  const start = useRef<SwipeStart | null>(null);
  const count = images.length;
  useEarlyRelease(early, (late) => {
    start.current = late.start;
    if (late.steps !== 0) setIndex((i) => wrapIndex(i + late.steps, count));
  });
  const several = count > 1;
  const frame = frameSize(images);

  const go = (step: -1 | 1) => setIndex((i) => (step === 1 ? nextIndex(i, count) : previousIndex(i, count)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const direction = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (direction !== 0) go(direction);
  };

  return (
    <section
      id={id}
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={`Images du projet ${title}`}
      onKeyDown={several ? onKeyDown : undefined}
    >
      <div
        className={styles.slides}
        onPointerDown={several ? onPointerDown : undefined}
        onPointerUp={several ? onPointerUp : undefined}
        onPointerCancel={() => (start.current = null)}
      >
        {/* Reserves the tallest image's box once: slides of other ratios sit inside it, centred. */}
        <svg className={styles.frame} viewBox={`0 0 ${frame.width} ${frame.height}`} aria-hidden="true" focusable="false" />
        {images.map((image, i) => (
          <figure
            key={image.src}
            className={styles.slide}
            role="group"
            aria-roledescription="image"
            aria-label={`${i + 1} sur ${count}`}
            hidden={i !== index}
          >
            <ResponsiveImage
              className={styles.image}
              image={image}
              alt={`${title}, capture ${i + 1} sur ${count}`}
              sizes={SIZES}
              priority={i === 0}
            />
          </figure>
        ))}
      </div>
      {several && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.button}
            aria-label="Image précédente"
            data-step="-1"
            disabled={!ready}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {counterText(index, count)}
          </p>
          <button
            type="button"
            className={styles.button}
            aria-label="Image suivante"
            data-step="1"
            disabled={!ready}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {several && script}
    </section>
  );
}
