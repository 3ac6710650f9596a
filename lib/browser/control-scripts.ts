import { CAROUSEL_STEP } from './carousel-attributes';
import { selector, type DataAttribute } from './data-attributes';
import { FILTER_ROOT } from './filter-attributes';

/**
 * The scripts that make a control work before and after React hydrates, each bundled apart
 * (lib/browser/page-scripts/<name>.ts), by the attribute of an element that needs it: a list's filter,
 * the buttons of a carousel (one of a single image has none, and nothing to run). A page carries inline,
 * after the site script, only the scripts its elements need (lib/build/finalize-html.ts): the home page
 * runs neither. The navigation script fetches the others' code once the page has loaded (afterLoad), and
 * runs it when a client-side navigation brings their control (requestControlScripts).
 */
export const controlAttributes = {
  filter: FILTER_ROOT,
  carousel: CAROUSEL_STEP,
} as const satisfies Record<string, DataAttribute>;

export type ControlScriptName = keyof typeof controlAttributes;
export const controlScriptNames = Object.keys(controlAttributes) as ControlScriptName[];

/** The attribute of a control script's <script>, inline or requested: its name. */
export const CONTROL_SCRIPT_ATTRIBUTE = 'data-control-script' satisfies DataAttribute;

/**
 * Where the export serves its own scripts' files, under the base path: the controls' and the navigation
 * script's, side by side in a folder named by a hash of their code (`/_scripts/<hash>/filter.js`), which
 * a host may cache for good.
 */
export const SCRIPT_FILES_PATH = '/_scripts';

/** A script file's name in that folder. */
export const scriptFileName = (name: string) => `${name}.js`;

export type ControlSources = Partial<Record<ControlScriptName, string>>;

/** The addresses of the controls' scripts beside a script of the same folder (the navigation script's own address); none without it. */
export const controlSourcesBeside = (address: string | undefined): ControlSources =>
  address ? Object.fromEntries(controlScriptNames.map((name) => [name, new URL(scriptFileName(name), address).href])) : {};

/** The controls whose script the document has no element for, with the address of their file. */
function missing(sources: ControlSources): [ControlScriptName, string][] {
  return controlScriptNames.flatMap((name) => {
    const source = sources[name];
    return source && !document.querySelector(`script[${CONTROL_SCRIPT_ATTRIBUTE}="${name}"]`) ? [[name, source]] : [];
  });
}

/** The controls' code the page fetched once loaded (prefetchControlScripts), by name. */
const fetched = new Map<ControlScriptName, string>();

/**
 * Runs the script of each control in the document that has none yet: a client-side navigation brought
 * it into a page that did not render it. With its code already fetched, the script is inserted inline
 * and runs at once, so the control works in the frame that first shows it (each page's policy allows
 * every control's code by its hash); otherwise it is requested, and the control stays as the HTML has
 * it (disabled, the list whole), as it is without JavaScript, until it arrives.
 */
export function requestControlScripts(sources: ControlSources): void {
  for (const [name, source] of missing(sources)) {
    if (!document.querySelector(selector(controlAttributes[name]))) continue;
    const script = document.createElement('script');
    script.setAttribute(CONTROL_SCRIPT_ATTRIBUTE, name);
    const code = fetched.get(name);
    if (code === undefined) script.src = source;
    else script.text = code;
    document.head.append(script);
  }
}

/**
 * Once the page has loaded, fetches, at low priority, the code of the controls the page lacks: a
 * navigation that brings one (a list's card to a project's carousel) then runs it without waiting, where
 * a requested script would run only once the main thread is free, a frame or more after the control shows.
 */
export function prefetchControlScripts(sources: ControlSources): void {
  for (const [name, source] of missing(sources)) {
    fetch(source, { priority: 'low' })
      .then((response) => (response.ok ? response.text() : undefined))
      .then((code) => code !== undefined && fetched.set(name, code))
      .catch(() => undefined);
  }
}
