import type { DataAttribute } from './data-attributes';

/** The buttons' attribute, apart: the navigation script needs it alone (lib/browser/control-scripts.ts). */
export const CAROUSEL_STEP = 'data-carousel-step' satisfies DataAttribute;

/**
 * The attributes a carousel's markup carries (components/projects/ProjectCarousel.tsx) and its script
 * (carousel-controller.ts) finds it by, never by position: an owner may wrap or restyle the elements.
 */
export const carouselAttributes = {
  root: 'data-carousel',
  /** One slide, "image" or "video"; the others than the one shown are `hidden`. */
  slide: 'data-carousel-slide',
  /** A video slide's <video>: paused when its slide is left; its own controls keep the arrow keys. */
  video: 'data-carousel-video',
  /** The area a finger swipes. */
  track: 'data-carousel-track',
  /** A previous (-1) or next (1) button: disabled in the HTML, enabled once the script runs. */
  step: CAROUSEL_STEP,
  /** The polite live region: "Image 2 sur 3". */
  counter: 'data-carousel-counter',
} as const satisfies Record<string, DataAttribute>;
