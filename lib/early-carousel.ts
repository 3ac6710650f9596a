import { SWIPE_THRESHOLD } from './carousel';

/** What the carousel says under its images: "Image 2 sur 3". */
export function counterText(index: number, count: number): string {
  return `Image ${index + 1} sur ${count}`;
}

/** Sent by the carousel's component when it takes over from the early script (see below). */
const ADOPT_EVENT = 'carousel-adopt';

/**
 * The inline script that follows a carousel of several images in the pre-rendered HTML. It runs as soon
 * as the browser has parsed the carousel, long before Next and React arrive (1-1.5 s later on a phone):
 * it enables the buttons and moves the carousel as the component does (buttons, arrow keys, swipe,
 * wrapping at both ends), writing the same DOM: `hidden` on the other images and the counter's text.
 * When React hydrates, the component asks for the carousel with ADOPT_EVENT (adoptEarlyCarousel) and
 * starts from the image shown; the script then stops. Without scripts, the buttons stay disabled.
 */
export function earlyCarouselScript(id: string): string {
  return (
    '(function(c,T,E){' +
    'var f=c.querySelectorAll("figure"),n=f.length,live=c.querySelector("[aria-live]"),on=true,start=null;' +
    'function at(){for(var i=0;i<n;i++)if(!f[i].hidden)return i;return 0}' +
    'function go(s){var i=((at()+s)%n+n)%n;for(var k=0;k<n;k++)f[k].hidden=k!==i;' +
    'live.textContent="Image "+(i+1)+" sur "+n}' +
    'c.addEventListener(E,function(e){on=false;e.preventDefault()});' +
    'c.querySelectorAll("button[data-step]").forEach(function(b){b.disabled=false;' +
    'b.addEventListener("click",function(){if(on)go(+b.getAttribute("data-step"))})});' +
    'c.addEventListener("keydown",function(e){var s=e.key==="ArrowRight"?1:e.key==="ArrowLeft"?-1:0;' +
    'if(on&&s){go(s);e.preventDefault()}});' +
    'var a=f[0].parentNode;' +
    'a.addEventListener("pointerdown",function(e){if(e.pointerType!=="mouse")start=[e.clientX,e.clientY]});' +
    'a.addEventListener("pointercancel",function(){start=null});' +
    'a.addEventListener("pointerup",function(e){if(!start)return;var x=e.clientX-start[0],y=e.clientY-start[1];' +
    'start=null;if(on&&Math.abs(x)>=T&&Math.abs(x)>=Math.abs(y))go(x<0?1:-1)})' +
    `})(document.getElementById(${JSON.stringify(id)}),${SWIPE_THRESHOLD},${JSON.stringify(ADOPT_EVENT)})`
  );
}

/**
 * Called once by the carousel's component as it first renders in the browser: when the early script
 * ran, stops it and returns the index of the image it shows, so that hydration finds exactly the DOM the
 * script left; otherwise (no script, or a client-side navigation, where the carousel is not in the
 * document yet) null.
 */
export function adoptEarlyCarousel(id: string): number | null {
  const carousel = typeof document === 'undefined' ? null : document.getElementById(id);
  // The script cancels the event: dispatchEvent then returns false.
  if (!carousel || carousel.dispatchEvent(new Event(ADOPT_EVENT, { cancelable: true }))) return null;
  const shown = Array.from(carousel.querySelectorAll('figure')).findIndex((figure) => !figure.hidden);
  return Math.max(shown, 0);
}
