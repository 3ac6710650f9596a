import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher';
import { getProfile } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, type PageRef } from '@/lib/i18n/routes';
import { mainNavigation } from '@/lib/site/navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { SiteLink } from './SiteLink';
import styles from './SiteHeader.module.css';

type Props = {
  locale: Locale;
  /** The page shown, for the language switch; none where the page has no counterpart (the 404 page). */
  page?: PageRef;
};

/**
 * The bar at the top of every page but home: the owner's name back to home, the main pages, the same
 * page in the other language, the theme.
 */
export function SiteHeader({ locale, page }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink className={styles.brand} href={pagePath(locale, { page: 'home' })}>
          {getProfile(locale).name}
        </SiteLink>
        <NavLinks
          label={messages(locale).site.mainNavigation}
          entries={mainNavigation(locale)}
          listClassName={styles.links}
          linkClassName={styles.link}
        />
        <div className={styles.tools}>
          {page && <LanguageSwitch locale={locale} page={page} />}
          <ThemeSwitcher locale={locale} />
        </div>
      </div>
    </header>
  );
}
