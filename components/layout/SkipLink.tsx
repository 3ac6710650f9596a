import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import styles from './SkipLink.module.css';

/** The first stop of the Tab key: straight to the page's content, past the navigation. */
export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a className={styles.skip} href="#contenu">
      {messages(locale).site.skipLink}
    </a>
  );
}
