import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';

type Props = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /** The page's language, in which screen readers hear that the link opens a new tab. */
  locale: Locale;
};

/** A link that leaves the site: new tab, no opener, no referrer, and said so to screen readers. */
export function ExternalLink({ locale, children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{` ${messages(locale).site.newTab}`}</span>
    </a>
  );
}
