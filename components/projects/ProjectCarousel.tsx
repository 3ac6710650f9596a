import type { ResponsiveImageData } from '@/lib/content/images';
import type { CarouselVideoData } from '@/lib/content/media';
import { counterText, frameSize, slidePosition } from '@/lib/browser/carousel';
import { carouselAttributes as a } from '@/lib/browser/carousel-attributes';
import { dataProps } from '@/lib/browser/data-attributes';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import styles from './ProjectCarousel.module.css';

type Props = { locale: Locale; images: ResponsiveImageData[]; title: string; video?: CarouselVideoData };

type Slide = { kind: 'image'; image: ResponsiveImageData } | { kind: 'video'; video: CarouselVideoData };

const SIZES = '(min-width: 30rem) 420px, calc(100vw - 2rem)';

/**
 * The project's images, one at a time (WAI-ARIA APG carousel): labelled previous/next buttons, arrow
 * keys, touch swipe, and "Image 2 sur 3" announced politely. Hidden images load only when shown.
 * A video may take one slide: it never plays by itself, starts muted, and loads nothing but its poster
 * before the visitor plays it (preload="none"); the carousel's script pauses it when its slide is left.
 * Rendered here at build time; the carousel's script moves it (lib/browser/carousel-controller.ts) from the
 * first paint on, finding its parts by their attributes (lib/browser/carousel-attributes.ts). Without
 * JavaScript the buttons stay disabled and the first image shows. The elements the script changes before
 * React hydrates are marked suppressHydrationWarning: hydration finds them as the visitor left them, and
 * keeps them so.
 */
export function ProjectCarousel({ locale, images, title, video }: Props) {
  const texts = messages(locale).carousel;
  const slides: Slide[] = images.map((image) => ({ kind: 'image', image }));
  if (video) slides.splice(video.index, 0, { kind: 'video', video });
  const count = slides.length;
  const several = count > 1;
  const frame = frameSize(slides.map((slide) => (slide.kind === 'image' ? slide.image : slide.video.poster)));

  return (
    <section
      className={styles.carousel}
      aria-roledescription={texts.roleDescription}
      aria-label={texts.label(title)}
      {...dataProps(a.root)}
    >
      <div className={styles.slides} {...dataProps(a.track)}>
        {/* Reserves the tallest image's box once: slides of other ratios sit inside it, centred. */}
        <svg className={styles.frame} viewBox={`0 0 ${frame.width} ${frame.height}`} aria-hidden="true" focusable="false" />
        {slides.map((slide, i) => (
          <figure
            key={slide.kind === 'image' ? slide.image.src : slide.video.poster.src}
            className={styles.slide}
            role="group"
            aria-roledescription={messages(locale).carouselCounter.slides[slide.kind].toLowerCase()}
            aria-label={slidePosition(locale, i, count)}
            hidden={i !== 0}
            {...dataProps(a.slide, slide.kind)}
            // The carousel's script shows one slide and hides the others.
            suppressHydrationWarning
          >
            {slide.kind === 'image' ? (
              <ResponsiveImage
                className={styles.image}
                image={slide.image}
                alt={texts.imageAlt(title, slidePosition(locale, i, count))}
                sizes={SIZES}
                priority={i === 0}
              />
            ) : (
              // The visitor may unmute it with its controls before React hydrates: hydration leaves it so.
              <video
                className={styles.image}
                aria-label={texts.videoLabel(title, slidePosition(locale, i, count))}
                poster={slide.video.poster.src}
                width={slide.video.poster.width}
                height={slide.video.poster.height}
                controls
                muted
                playsInline
                preload="none"
                {...dataProps(a.video)}
                suppressHydrationWarning
              >
                {slide.video.sources.map((source) => (
                  <source key={source.src} src={source.src} type={source.type} />
                ))}
                {slide.video.captions && <track kind="captions" src={slide.video.captions} srcLang="fr" label={texts.captions} />}
              </video>
            )}
          </figure>
        ))}
      </div>
      {several && (
        // The carousel's script enables the buttons and rewrites the counter.
        <div className={styles.controls}>
          <button type="button" className={styles.button} aria-label={texts.previous} {...dataProps(a.step, '-1')} disabled suppressHydrationWarning>
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true" {...dataProps(a.counter)} suppressHydrationWarning>
            {counterText(locale, 0, count, slides[0].kind)}
          </p>
          <button type="button" className={styles.button} aria-label={texts.next} {...dataProps(a.step, '1')} disabled suppressHydrationWarning>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
