import { counterText, swipeDirection, wrapIndex } from './carousel';
import { isParsed } from './parsed';

/**
 * The attributes a carousel's markup carries (components/projects/ProjectCarousel.tsx) and this module
 * finds it by, never by position: an owner may wrap or restyle the elements.
 */
export const carouselAttributes = {
  root: 'data-carousel',
  /** One image; the others than the one shown are `hidden`. */
  slide: 'data-carousel-slide',
  /** The area a finger swipes. */
  track: 'data-carousel-track',
  /** A previous (-1) or next (1) button: disabled in the HTML, enabled once this script runs. */
  step: 'data-carousel-step',
  /** The polite live region: "Image 2 sur 3". */
  counter: 'data-carousel-counter',
} as const;

const a = carouselAttributes;
const selector = (attribute: string) => `[${attribute}]`;

const slides = (root: Element) => [...root.querySelectorAll<HTMLElement>(selector(a.slide))];

/** Moves a carousel by `step` images, wrapping at both ends, and says which image is shown. */
export function moveCarousel(root: Element, step: number): void {
  const all = slides(root);
  if (all.length < 2) return;
  const shown = Math.max(0, all.findIndex((slide) => !slide.hidden));
  const next = wrapIndex(shown + step, all.length);
  all.forEach((slide, index) => (slide.hidden = index !== next));
  const counter = root.querySelector(selector(a.counter));
  if (counter) counter.textContent = counterText(next, all.length);
}

const bound = new WeakSet<Element>();

/** Enables the buttons of the carousels in `scope`, once each, as soon as they are in the document. */
export function bindCarousels(scope: ParentNode = document): void {
  scope.querySelectorAll(selector(a.root)).forEach((root) => {
    if (bound.has(root) || !isParsed(root)) return;
    bound.add(root);
    root.querySelectorAll<HTMLButtonElement>(selector(a.step)).forEach((button) => (button.disabled = false));
  });
}

const rootOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(selector(a.root)) : null);

function onClick(event: Event) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(selector(a.step)) : null;
  const root = rootOf(button);
  if (button && root && !button.disabled) moveCarousel(root, Number(button.getAttribute(a.step)));
}

function onKeyDown(event: KeyboardEvent) {
  const root = rootOf(event.target);
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!root || step === 0 || slides(root).length < 2) return;
  moveCarousel(root, step);
  event.preventDefault();
}

/** Where a finger went down on a carousel's images, for a swipe. */
let swipe: { root: Element; x: number; y: number } | null = null;

function onPointerDown(event: PointerEvent) {
  const track = event.target instanceof Element ? event.target.closest(selector(a.track)) : null;
  const root = rootOf(track);
  swipe = track && root && event.pointerType !== 'mouse' ? { root, x: event.clientX, y: event.clientY } : null;
}

function onPointerUp(event: PointerEvent) {
  if (!swipe) return;
  const { root, x, y } = swipe;
  swipe = null;
  const direction = swipeDirection(event.clientX - x, event.clientY - y);
  if (direction !== 0) moveCarousel(root, direction);
}

const onPointerCancel = () => (swipe = null);

/**
 * Listens, on the document, for the carousels' buttons, arrow keys and swipes, for the page's whole
 * life: carousels bound later (bindCarousels) need no listener of their own. Returns what removes them.
 */
export function installCarousel(): () => void {
  const listeners = [
    ['click', onClick],
    ['keydown', onKeyDown],
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
  };
}
