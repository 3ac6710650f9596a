import { profile } from '@/content/profile';
import { mainNavigation } from '@/content/site';
import { NavLinks } from '@/components/layout/NavLinks';
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher';
import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { AvailabilityFacts } from '@/components/shared/AvailabilityFacts';
import { availabilityFacts } from '@/lib/content/cv';
import styles from './HomeHero.module.css';

/**
 * The home page: who the owner is, what they look for and when, and the way into the site. It has no site
 * header; a slim one holds the theme switcher.
 */
export function HomeHero() {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <ThemeSwitcher />
      </header>
      <main id="contenu" className={styles.hero} tabIndex={-1}>
        <div className={styles.inner}>
          <p className={styles.kicker}>Portfolio</p>
          <h1 className={styles.name}>{profile.name}</h1>
          <p className={styles.title}>{profile.jobTitle}</p>
          <p className={styles.search}>{profile.recherche}</p>
          <AvailabilityFacts className={styles.availability} facts={availabilityFacts(profile.disponibilite, 'fr')} />
          <NavLinks
            label="Navigation principale"
            entries={mainNavigation}
            listClassName={styles.links}
            linkClassName={styles.link}
          />
          <p className={styles.cv}>
            <CvDownloadLink locale="fr" />
          </p>
        </div>
      </main>
    </div>
  );
}
