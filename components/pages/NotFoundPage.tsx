import { defaultLocale } from '@/lib/i18n/locales';
import { siteLocales } from '@/lib/site/languages';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { PageFrame } from '@/components/layout/PageFrame';
import { RootDocument } from '@/components/layout/RootDocument';
import styles from './NotFoundPage.module.css';

/**
 * The one 404.html of every language: static hosts serve it for any unknown address. It is written in
 * French, the site's language; its inline script (lib/browser/not-found.ts) switches it to English under
 * /en before the first paint, by the address alone. A site in French only frames it like its other pages;
 * a site in two languages does not, as its header and footer would be French before the script could tell
 * which language the address asks for: the message's own links, in that language, lead back into the site.
 */
export function NotFoundPage() {
  return (
    <RootDocument locale={defaultLocale}>
      {siteLocales.length === 1 ? (
        <PageFrame locale={defaultLocale}>
          <NotFoundMessage />
        </PageFrame>
      ) : (
        <main id="contenu" className={styles.main} tabIndex={-1}>
          <NotFoundMessage />
        </main>
      )}
    </RootDocument>
  );
}
