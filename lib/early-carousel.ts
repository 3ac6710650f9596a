import { SWIPE_THRESHOLD } from './carousel';
import { adoptEarly, earlyScript } from './early-island';

/** What the carousel says under its images: "Image 2 sur 3". */
export function counterText(index: number, count: number): string {
  return `Image ${index + 1} sur ${count}`;
}

/**
 * The early script (lib/early-island.ts) of a carousel of several images: it enables the buttons and
 * moves the carousel as the component does (buttons, arrow keys, swipe, wrapping at both ends), writing
 * `hidden` on the other images and the counter's text. It hands over the index of the image shown and
 * the start of a swipe under way, which React then finishes.
 * Without scripts, the buttons stay disabled.
 */
export function earlyCarouselScript(id: string): string {
  return earlyScript(
    id,
    'e.detail.index=at();e.detail.start=start',
    'var f=c.querySelectorAll("figure"),n=f.length,live=c.querySelector("[aria-live]"),start=null;' +
      'function at(){for(var i=0;i<n;i++)if(!f[i].hidden)return i;return 0}' +
      'function go(s){var i=((at()+s)%n+n)%n;for(var k=0;k<n;k++)f[k].hidden=k!==i;' +
      'live.textContent="Image "+(i+1)+" sur "+n}' +
      'c.querySelectorAll("button[data-step]").forEach(function(b){b.disabled=false;' +
      'b.addEventListener("click",function(){if(on)go(+b.getAttribute("data-step"))})});' +
      'c.addEventListener("keydown",function(e){var s=e.key==="ArrowRight"?1:e.key==="ArrowLeft"?-1:0;' +
      'if(on&&s){go(s);e.preventDefault()}});' +
      'var a=f[0].parentNode;' +
      'a.addEventListener("pointerdown",function(e){if(on&&e.pointerType!=="mouse")start={x:e.clientX,y:e.clientY}});' +
      'a.addEventListener("pointercancel",function(){start=null});' +
      'a.addEventListener("pointerup",function(e){if(!on||!start)return;var x=e.clientX-start.x,y=e.clientY-start.y;' +
      `start=null;if(Math.abs(x)>=${SWIPE_THRESHOLD}&&Math.abs(x)>=Math.abs(y))go(x<0?1:-1)})`,
  );
}

/** Where a finger went down on the images, for a swipe. */
export type SwipeStart = { x: number; y: number };

/**
 * When the early script ran (see adoptEarly): the index of the image it shows, and the start of a swipe
 * under way, so that a swipe across the hand-over still moves the carousel.
 */
export function adoptEarlyCarousel(id: string): { index: number; start: SwipeStart | null } | null {
  const early = adoptEarly<{ index: number; start: SwipeStart | null }>(id);
  return early ? { index: early.index ?? 0, start: early.start ?? null } : null;
}
