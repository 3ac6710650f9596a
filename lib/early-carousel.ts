import { SWIPE_THRESHOLD } from '@/lib/browser/carousel';
import { adoptEarly, earlyScript, releaseEarly, type EarlyIsland } from './early-island';

/** What the carousel says under its images: "Image 2 sur 3". */
export function counterText(index: number, count: number): string {
  return `Image ${index + 1} sur ${count}`;
}

/**
 * The early script (lib/early-island.ts) of a carousel of several images: it enables the buttons and
 * moves the carousel as the component does (buttons, arrow keys, swipe, wrapping at both ends), writing
 * `hidden` on the other images and the counter's text. It hands over the index of the image shown as
 * React adopts it; then, until React commits, it only counts the moves asked for, and hands them over
 * with the start of a swipe under way, which React applies and finishes.
 * Without scripts, the buttons stay disabled.
 */
export function earlyCarouselScript(id: string): string {
  return earlyScript(
    id,
    'e.detail.index=at()',
    'e.detail.steps=q;e.detail.start=start',
    'var f=c.querySelectorAll("figure"),n=f.length,t=c.querySelector("[aria-live]"),start=null,q=0;' +
      'function at(){for(var i=0;i<n;i++)if(!f[i].hidden)return i;return 0}' +
      'function go(s){if(!on){q+=s;return}var i=((at()+s)%n+n)%n;for(var k=0;k<n;k++)f[k].hidden=k!==i;' +
      't.textContent="Image "+(i+1)+" sur "+n}' +
      'c.querySelectorAll("button[data-step]").forEach(function(b){b.disabled=false;' +
      'b.addEventListener("click",function(){if(live)go(+b.getAttribute("data-step"))})});' +
      'c.addEventListener("keydown",function(e){var s=e.key==="ArrowRight"?1:e.key==="ArrowLeft"?-1:0;' +
      'if(live&&s){go(s);e.preventDefault()}});' +
      'var a=f[0].parentNode;' +
      'a.addEventListener("pointerdown",function(e){if(live&&e.pointerType!=="mouse")start={x:e.clientX,y:e.clientY}});' +
      'a.addEventListener("pointercancel",function(){start=null});' +
      'a.addEventListener("pointerup",function(e){if(!live||!start)return;var x=e.clientX-start.x,y=e.clientY-start.y;' +
      `start=null;if(Math.abs(x)>=${SWIPE_THRESHOLD}&&Math.abs(x)>=Math.abs(y))go(x<0?1:-1)})`,
  );
}

/** Where a finger went down on the images, for a swipe. */
export type SwipeStart = { x: number; y: number };

/**
 * The carousel's early script and its hand-over: as React adopts it, the index of the image shown; as
 * React commits, the moves asked for since, and the start of a swipe under way, so that a press or a
 * swipe across the hand-over still moves the carousel.
 */
export const earlyCarousel: EarlyIsland<{ index: number }, { steps: number; start: SwipeStart | null }> = {
  script: earlyCarouselScript,
  adopt(id) {
    const early = adoptEarly<{ index: number }>(id);
    return early ? { index: early.index ?? 0 } : null;
  },
  release(id) {
    const late = releaseEarly<{ steps: number; start: SwipeStart | null }>(id);
    return late ? { steps: late.steps ?? 0, start: late.start ?? null } : null;
  },
};
