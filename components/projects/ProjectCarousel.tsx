import type { ResponsiveImageData } from '@/lib/content/images';
import { counterText, frameSize } from '@/lib/browser/carousel';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import styles from './ProjectCarousel.module.css';

type Props = { images: ResponsiveImageData[]; title: string };

const SIZES = '(min-width: 30rem) 420px, calc(100vw - 2rem)';

/**
 * The project's images, one at a time (WAI-ARIA APG carousel): labelled previous/next buttons, arrow
 * keys, touch swipe, and "Image 2 sur 3" announced politely. Hidden images load only when shown.
 * Rendered here at build time; the site script moves it (lib/browser/carousel-controller.ts) from the
 * first paint on, finding its parts by their data-carousel-* attributes. Without JavaScript the buttons
 * stay disabled and the first image shows. The elements the script writes to are marked
 * suppressHydrationWarning: hydration finds them as the visitor left them, and keeps them so.
 */
export function ProjectCarousel({ images, title }: Props) {
  const count = images.length;
  const several = count > 1;
  const frame = frameSize(images);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label={`Images du projet ${title}`}
      data-carousel
    >
      <div className={styles.slides} data-carousel-track>
        {/* Reserves the tallest image's box once: slides of other ratios sit inside it, centred. */}
        <svg className={styles.frame} viewBox={`0 0 ${frame.width} ${frame.height}`} aria-hidden="true" focusable="false" />
        {images.map((image, i) => (
          <figure
            key={image.src}
            className={styles.slide}
            role="group"
            aria-roledescription="image"
            aria-label={`${i + 1} sur ${count}`}
            hidden={i !== 0}
            data-carousel-slide
            suppressHydrationWarning
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
          <button type="button" className={styles.button} aria-label="Image précédente" data-carousel-step="-1" disabled suppressHydrationWarning>
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true" data-carousel-counter suppressHydrationWarning>
            {counterText(0, count)}
          </p>
          <button type="button" className={styles.button} aria-label="Image suivante" data-carousel-step="1" disabled suppressHydrationWarning>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
