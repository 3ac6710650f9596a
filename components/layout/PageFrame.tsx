import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { PageRef } from '@/lib/i18n/routes';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './PageFrame.module.css';

type Props = {
  locale: Locale;
  /** The page shown, which the header's language switch links to in the other language. */
  page?: PageRef;
  children: ReactNode;
};

/** Header, main content and footer: the frame of every page but home (the 404 page uses it too). */
export function PageFrame({ locale, page, children }: Props) {
  return (
    <>
      <SiteHeader locale={locale} page={page} />
      <main id="contenu" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
