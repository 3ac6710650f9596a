import type { ComponentProps } from 'react';

/** A link that leaves the site: new tab, no opener, no referrer, and said so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (nouvel onglet)</span>
    </a>
  );
}
