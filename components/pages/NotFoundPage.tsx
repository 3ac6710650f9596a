import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { RootDocument } from '@/components/layout/RootDocument';
import styles from './NotFoundPage.module.css';

/**
 * The one 404.html of every language: static hosts serve it for any unknown address. It is written in
 * French, the site's language; its inline script (lib/browser/not-found.ts) switches it to English under
 * /en before the first paint, by the address alone. No site header: its menu and language switch would
 * have to be the right language before the script could tell which that is; the message's own links lead
 * back into the site.
 */
export function NotFoundPage() {
  return (
    <RootDocument locale="fr">
      <main id="contenu" className={styles.main} tabIndex={-1}>
        <NotFoundMessage />
      </main>
    </RootDocument>
  );
}
