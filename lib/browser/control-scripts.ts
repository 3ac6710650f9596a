import { carouselAttributes } from './carousel-attributes';
import { selector, type DataAttribute } from './data-attributes';
import { filterAttributes } from './filter-attributes';

/**
 * The scripts that make a control work before and after React hydrates, each bundled apart
 * (lib/browser/page-scripts/<name>.ts), by the attribute of the control's root. A page carries inline,
 * after the site script, only the scripts of the controls it renders (lib/build/finalize-html.ts): the
 * home page runs neither the filter's nor the carousel's. The others are files the site script requests
 * when a client-side navigation brings their control (requestControlScripts).
 */
export const controlScripts = {
  filter: filterAttributes.root,
  carousel: carouselAttributes.root,
} as const satisfies Record<string, DataAttribute>;

export type ControlScriptName = keyof typeof controlScripts;
export const controlScriptNames = Object.keys(controlScripts) as ControlScriptName[];

/** The attribute of a control script's <script>, inline or requested: its name. */
export const CONTROL_SCRIPT_ATTRIBUTE = 'data-control-script' satisfies DataAttribute;

/** The attribute of the site script's <script> that gives the control scripts' addresses, by name (JSON). */
export const CONTROL_SOURCES_ATTRIBUTE = 'data-control-sources' satisfies DataAttribute;

/** Where the export serves the control scripts' files, under the base path, their names carrying a hash of their code. */
export const CONTROL_SCRIPTS_PATH = '/_scripts';

export type ControlSources = Partial<Record<ControlScriptName, string>>;

/** The addresses the site script's element gives; none when it gives none (`next dev`, whose pages carry every script). */
export const parseControlSources = (value: string | null | undefined): ControlSources => (value ? (JSON.parse(value) as ControlSources) : {});

const scriptOf = (name: ControlScriptName) => document.querySelector(`script[${CONTROL_SCRIPT_ATTRIBUTE}="${name}"]`);

/**
 * Requests the script of each control in the document that has none yet: a client-side navigation
 * brought it into a page that did not render it. Until its script runs, the control stays as the HTML
 * has it (disabled, the list whole), as it is without JavaScript.
 */
export function requestControlScripts(sources: ControlSources): void {
  for (const name of controlScriptNames) {
    const source = sources[name];
    if (!source || scriptOf(name) || !document.querySelector(selector(controlScripts[name]))) continue;
    const script = document.createElement('script');
    script.setAttribute(CONTROL_SCRIPT_ATTRIBUTE, name);
    script.src = source;
    document.head.append(script);
  }
}
