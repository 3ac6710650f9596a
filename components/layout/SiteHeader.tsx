import { profile } from '@/content/profile';
import { mainNavigation } from '@/content/site';
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher';
import { NavLinks } from './NavLinks';
import { SiteLink } from './SiteLink';
import styles from './SiteHeader.module.css';

/** The bar at the top of every page but home: the owner's name back to home, the main pages, the theme. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink className={styles.brand} href="/">
          {profile.name}
        </SiteLink>
        <NavLinks
          label="Navigation principale"
          entries={mainNavigation}
          listClassName={styles.links}
          linkClassName={styles.link}
        />
        <ThemeSwitcher />
      </div>
    </header>
  );
}
