import { localeOfDocument } from '@/lib/i18n/document';
import { carouselAttributes } from './carousel-attributes';
import { counterText, swipeDirection, wrapIndex, type SlideKind } from './carousel';
import { selector } from './data-attributes';
import { isParsed } from './parsed';

const a = carouselAttributes;

const slides = (root: Element) => [...root.querySelectorAll<HTMLElement>(selector(a.slide))];

const kindOf = (slide: Element): SlideKind => (slide.getAttribute(a.slide) === 'video' ? 'video' : 'image');

/**
 * Moves a carousel by `step` slides, wrapping at both ends, and says which one is shown. A video left
 * behind is paused: it never plays out of sight.
 */
export function moveCarousel(root: Element, step: number): void {
  const all = slides(root);
  if (all.length < 2) return;
  const shown = Math.max(0, all.findIndex((slide) => !slide.hidden));
  const next = wrapIndex(shown + step, all.length);
  all.forEach((slide, index) => (slide.hidden = index !== next));
  all[shown].querySelectorAll<HTMLVideoElement>(selector(a.video)).forEach((video) => video.pause());
  const counter = root.querySelector(selector(a.counter));
  if (counter) counter.textContent = counterText(localeOfDocument(), next, all.length, kindOf(all[next]));
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
  // A focused video seeks with the arrow keys (its native controls); the carousel leaves them to it.
  if (event.target instanceof Element && event.target.closest(selector(a.video))) return;
  const root = rootOf(event.target);
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!root || step === 0 || slides(root).length < 2) return;
  moveCarousel(root, step);
  event.preventDefault();
}

/** Where a finger went down on a carousel's images, for a swipe. */
let swipe: { root: Element; x: number; y: number } | null = null;

/**
 * Whether a finger on this element may be scrubbing a video's timeline: a started video's native
 * controls take horizontal drags, and the carousel leaves them alone; on a video still at its poster a
 * swipe moves the carousel as on an image.
 */
function onStartedVideo(target: Element): boolean {
  const video = target.closest<HTMLVideoElement>(selector(a.video));
  return video !== null && (!video.paused || video.currentTime > 0);
}

function onPointerDown(event: PointerEvent) {
  const track = event.target instanceof Element ? event.target.closest(selector(a.track)) : null;
  const root = rootOf(track);
  swipe =
    track && root && event.pointerType !== 'mouse' && !onStartedVideo(event.target as Element)
      ? { root, x: event.clientX, y: event.clientY }
      : null;
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
