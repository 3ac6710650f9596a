import { palette as contentPalette } from '@/content/palette';
import { THEME_ATTRIBUTE } from '@/lib/browser/theme';
import type { Palette, Technology } from './content-schema';
import { projectTypeClass, projectTypeColors, projectTypes } from './project-types';
import { technologyClass } from './tags';

type Rule = { selector: string; properties: Record<string, string> };

const rule = ({ selector, properties }: Rule) =>
  `${selector}{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * The CSS of the owner's colours: one class per technology (`.tech-react`) and per project type
 * (`.type-personnel`) setting the custom properties the tag components read. Dark rules apply with the
 * system's dark preference unless the visitor chose the light theme, or when they chose the dark one
 * (`data-theme` on <html>); never on paper.
 */
export function contentColorsCss(technologies: readonly Technology[], palette: Palette = contentPalette): string {
  const light: Rule[] = [
    ...technologies.map((t) => ({
      selector: `.${technologyClass(t.label)}`,
      properties: { '--tech-bg': t.bgLight, '--tech-text': t.textColor, '--tech-border': t.borderColor },
    })),
    ...projectTypes.map((type) => ({
      selector: `.${projectTypeClass(type)}`,
      properties: { '--type-bg': projectTypeColors[type].light.background, '--type-text': projectTypeColors[type].light.text },
    })),
  ];
  const dark = (scope: string): Rule[] => [
    ...technologies.map((t) => ({
      selector: `${scope} .${technologyClass(t.label)}`,
      // The page's own text colour, which the content check measures on bgDark.
      properties: { '--tech-bg': t.bgDark, '--tech-text': palette.dark.text },
    })),
    ...projectTypes.map((type) => ({
      selector: `${scope} .${projectTypeClass(type)}`,
      properties: { '--type-bg': projectTypeColors[type].dark.background, '--type-text': projectTypeColors[type].dark.text },
    })),
  ];
  return [
    ...light.map(rule),
    `@media screen and (prefers-color-scheme:dark){${dark(`:root:not([${THEME_ATTRIBUTE}='light'])`).map(rule).join('')}}`,
    `@media screen{${dark(`:root[${THEME_ATTRIBUTE}='dark']`).map(rule).join('')}}`,
  ].join('');
}
