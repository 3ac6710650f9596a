import { getTechnologies } from '@/lib/projects';
import { technologyClass } from '@/lib/tags';

/**
 * Turns the colours of content/technologies.ts into one class per technology, so tags keep the
 * owner's colours without inline styles. Dark mode swaps in the dark background and the site's text.
 */
export function TechnologyColors() {
  const technologies = getTechnologies();
  const rules = (pick: (t: (typeof technologies)[number]) => string) =>
    technologies.map((t) => `.${technologyClass(t.label)}{${pick(t)}}`).join('');
  const css =
    rules((t) => `--tech-bg:${t.bgLight};--tech-text:${t.textColor};--tech-border:${t.borderColor}`) +
    `@media (prefers-color-scheme: dark){${rules((t) => `--tech-bg:${t.bgDark};--tech-text:var(--color-text)`)}}`;
  return <style>{css}</style>;
}
