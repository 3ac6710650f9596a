/**
 * An island's early script: an inline script the pre-rendered HTML runs right after an interactive part
 * of the page (the project filter, the carousel, the contact form), long before Next and React arrive
 * (1-1.5 s later on a phone). It makes the part work from the first paint by writing the same DOM the
 * component would.
 *
 * React takes over in two steps, so that no press is lost in between:
 * - as the component first renders (adoptEarly), the script stops writing the DOM and hands over its
 *   state, from which the component starts: hydration finds exactly the DOM the script left;
 * - as the component commits (releaseEarly), the script stops listening and hands over what the visitor
 *   did in between, which it only recorded: the component applies it. A press React handles itself
 *   (it hydrates at once for a click) comes after the commit, so the script no longer records it.
 */

/** Sent by a component, as it first renders, to the element its early script drives. */
export const ADOPT_EVENT = 'early-adopt';
/** Sent by a component, as it commits, to the same element. */
export const RELEASE_EVENT = 'early-release';

/**
 * The early script's opening: `c` is the element with this id. `on` is true until React adopts it (the
 * script writes the DOM), `live` until React releases it (the script listens). `adopt(detail)` and
 * `release(detail)` write what the script hands over at each step; `body` is the rest of the script.
 */
export function earlyScript(id: string, adopt: string, release: string, body: string): string {
  // Adopted, the script answers each time (React may render again before it commits); released, once.
  return (
    '(function(c){var on=true,live=true;' +
    `c.addEventListener(${JSON.stringify(ADOPT_EVENT)},function(e){on=false;e.preventDefault();${adopt}});` +
    `c.addEventListener(${JSON.stringify(RELEASE_EVENT)},function(e){if(live){live=false;e.preventDefault();${release}}});` +
    `${body}})(document.getElementById(${JSON.stringify(id)}))`
  );
}

/** What a component needs of its early script: its source for an id, and the two steps of the hand-over. */
export type EarlyIsland<Adopted, Released> = {
  script: (id: string) => string;
  adopt: (id: string) => Adopted | null;
  release: (id: string) => Released | null;
};

/** Sends `type` to the element with this id: what its early script handed over, or null if none ran. */
function handOver<State extends object>(id: string, type: string): Partial<State> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  const event = new CustomEvent<Partial<State>>(type, { cancelable: true, detail: {} });
  // The script cancels the event: dispatchEvent then returns false.
  if (!element || element.dispatchEvent(event)) return null;
  return event.detail;
}

/**
 * Called once by the component as it first renders in the browser: when its early script ran, stops
 * its writes and returns the state it handed over; otherwise (no script, or a client-side navigation,
 * where the element is not in the document yet) null.
 */
export function adoptEarly<State extends object>(id: string): Partial<State> | null {
  return handOver<State>(id, ADOPT_EVENT);
}

/** Called once by the component as it commits, after adoptEarly: stops the script and returns what it recorded. */
export function releaseEarly<State extends object>(id: string): Partial<State> | null {
  return handOver<State>(id, RELEASE_EVENT);
}
