import { profile } from '@/content/profile';
import { mainNavigation } from '@/content/site';
import { SiteLink } from './SiteLink';
import styles from './SiteHeader.module.css';

/** The bar at the top of every page but home: the owner's name back to home, and the main pages. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink className={styles.brand} href="/">
          {profile.name}
        </SiteLink>
        <nav aria-label="Navigation principale">
          <ul className={styles.links}>
            {mainNavigation.map((entry) => (
              <li key={entry.href}>
                <SiteLink className={styles.link} href={entry.href}>
                  {entry.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
