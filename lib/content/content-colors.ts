import type { Technology } from './content-schema';
import { projectTypeClass, projectTypeColors, projectTypes } from './project-types';
import { technologyClass } from './tags';

const rule = (selector: string, properties: Record<string, string>) =>
  `${selector}{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * The CSS of the owner's colours: one rule per technology (`.tech-react`) and per project type
 * (`.type-personnel`) holding both themes' values in the custom properties the tag components read. The
 * components pick one with light-dark(), like the design tokens (app/globals.css): the theme the visitor
 * chose or the system's, light on paper. A technology's tag is written in the page's own text colour in
 * the dark theme, which the content check measures on bgDark.
 */
export function contentColorsCss(technologies: readonly Technology[]): string {
  return [
    ...technologies.map((t) =>
      rule(`.${technologyClass(t.label)}`, {
        '--tech-bg': t.bgLight,
        '--tech-bg-dark': t.bgDark,
        '--tech-text': t.textColor,
        '--tech-border': t.borderColor,
      }),
    ),
    ...projectTypes.map((type) => {
      const { light, dark } = projectTypeColors[type];
      return rule(`.${projectTypeClass(type)}`, {
        '--type-bg': light.background,
        '--type-bg-dark': dark.background,
        '--type-text': light.text,
        '--type-text-dark': dark.text,
      });
    }),
  ].join('');
}
