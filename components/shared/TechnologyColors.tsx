import { getTechnologies } from '@/lib/projects';
import { technologyClass } from '@/lib/tags';

/**
 * Turns the colours of content/technologies.ts into one class per technology, so tags keep the
 * owner's colours without inline styles. Dark mode swaps in the dark background and the site's text:
 * under the system's dark preference unless the visitor chose Clair, or when they chose Sombre
 * (lib/theme.ts), and never on paper.
 */
export function TechnologyColors() {
  const technologies = getTechnologies();
  const rules = (pick: (t: (typeof technologies)[number]) => string, scope = '') =>
    technologies.map((t) => `${scope}.${technologyClass(t.label)}{${pick(t)}}`).join('');
  const dark = (scope: string) => rules((t) => `--tech-bg:${t.bgDark};--tech-text:var(--color-text)`, scope);
  const css =
    rules((t) => `--tech-bg:${t.bgLight};--tech-text:${t.textColor};--tech-border:${t.borderColor}`) +
    `@media screen and (prefers-color-scheme: dark){${dark(':root:not([data-theme=light]) ')}}` +
    `@media screen{${dark(':root[data-theme=dark] ')}}`;
  return <style>{css}</style>;
}
