/**
 * An island's early script: an inline script the pre-rendered HTML runs right after an interactive part
 * of the page (the carousel, the contact form), long before Next and React arrive (1-1.5 s later on a
 * phone). It makes the part work from the first paint by writing the same DOM the component would. As
 * React hydrates, the component takes over with adoptEarly: the script stops and hands over its state,
 * from which the component starts, so that hydration finds exactly the DOM the script left.
 */

/** Sent by a component to the element its early script drives; the script answers in `detail`. */
export const ADOPT_EVENT = 'early-adopt';

/**
 * The early script's opening: `c` is the element with this id, `on` is true until React adopts it, when
 * `handOver(detail)` writes the script's state. `body` is the rest of the script.
 */
export function earlyScript(id: string, handOver: string, body: string): string {
  return (
    `(function(c){var on=true;c.addEventListener(${JSON.stringify(ADOPT_EVENT)},function(e){on=false;` +
    `e.preventDefault();${handOver}});${body}})(document.getElementById(${JSON.stringify(id)}))`
  );
}

/**
 * Called once by the component as it first renders in the browser: when its early script ran, stops it
 * and returns the state it handed over; otherwise (no script, or a client-side navigation, where the
 * element is not in the document yet) null.
 */
export function adoptEarly<State extends object>(id: string): Partial<State> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  const adopt = new CustomEvent<Partial<State>>(ADOPT_EVENT, { cancelable: true, detail: {} });
  // The script cancels the event: dispatchEvent then returns false.
  if (!element || element.dispatchEvent(adopt)) return null;
  return adopt.detail;
}
