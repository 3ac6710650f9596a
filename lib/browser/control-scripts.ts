import { CAROUSEL_STEP } from './carousel-attributes';
import { selector, type DataAttribute } from './data-attributes';
import { FILTER_ROOT } from './filter-attributes';

/**
 * The scripts that make a control work before and after React hydrates, each bundled apart
 * (lib/browser/page-scripts/<name>.ts), by the attribute of an element that needs it: a list's filter,
 * the buttons of a carousel (one of a single image has none, and nothing to run). A page carries inline,
 * after the site script, only the scripts its elements need (lib/build/finalize-html.ts): the home page
 * runs neither. The others are files the site script prefetches once the page has loaded, and runs
 * when a client-side navigation brings their control (requestControlScripts).
 */
export const controlAttributes = {
  filter: FILTER_ROOT,
  carousel: CAROUSEL_STEP,
} as const satisfies Record<string, DataAttribute>;

export type ControlScriptName = keyof typeof controlAttributes;
export const controlScriptNames = Object.keys(controlAttributes) as ControlScriptName[];

/** The attribute of a control script's <script>, inline or requested: its name. */
export const CONTROL_SCRIPT_ATTRIBUTE = 'data-control-script' satisfies DataAttribute;

/** The attribute of the site script's <script> that gives the control scripts' addresses, by name (JSON). */
export const CONTROL_SOURCES_ATTRIBUTE = 'data-control-sources' satisfies DataAttribute;

/** Where the export serves the control scripts' files, under the base path, their names carrying a hash of their code. */
export const CONTROL_SCRIPTS_PATH = '/_scripts';

export type ControlSources = Partial<Record<ControlScriptName, string>>;

/** The addresses the site script's element gives; none when it gives none (`next dev`, whose pages carry every script). */
export const parseControlSources = (value: string | null | undefined): ControlSources => (value ? (JSON.parse(value) as ControlSources) : {});

/** The controls whose script the document has no element for, with the address of their file. */
function missing(sources: ControlSources): [ControlScriptName, string][] {
  return controlScriptNames.flatMap((name) => {
    const source = sources[name];
    return source && !document.querySelector(`script[${CONTROL_SCRIPT_ATTRIBUTE}="${name}"]`) ? [[name, source]] : [];
  });
}

/**
 * Requests the script of each control in the document that has none yet: a client-side navigation
 * brought it into a page that did not render it. Until its script runs, the control stays as the HTML
 * has it (disabled, the list whole), as it is without JavaScript.
 */
export function requestControlScripts(sources: ControlSources): void {
  for (const [name, source] of missing(sources)) {
    if (!document.querySelector(selector(controlAttributes[name]))) continue;
    const script = document.createElement('script');
    script.setAttribute(CONTROL_SCRIPT_ATTRIBUTE, name);
    script.src = source;
    document.head.append(script);
  }
}

/**
 * Once the page has loaded, has the browser fetch, at its lowest priority, the scripts of the controls
 * the page lacks: a navigation that brings one (a list's card to a project's carousel) then runs it
 * from the cache instead of waiting a round trip with the control disabled.
 */
export function prefetchControlScripts(sources: ControlSources): void {
  for (const [, source] of missing(sources)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = source;
    document.head.append(link);
  }
}
