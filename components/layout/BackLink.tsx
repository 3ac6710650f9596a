import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { SiteLink } from './SiteLink';
import styles from './BackLink.module.css';

type Props = {
  locale: Locale;
  /** The page to go back to, without base path (pagePath). */
  href: string;
};

/** "Retour": back to the list a page belongs to. */
export function BackLink({ locale, href }: Props) {
  return (
    <SiteLink className={styles.back} href={href}>
      <span aria-hidden="true">←</span> {messages(locale).site.back}
    </SiteLink>
  );
}
