import { CvDownloadLink } from '@/components/cv/CvDownloadLink';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { NavLinks } from '@/components/layout/NavLinks';
import { AvailabilityFacts } from '@/components/shared/AvailabilityFacts';
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher';
import { availabilityFacts } from '@/lib/content/cv';
import { getProfile } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { mainNavigation } from '@/lib/site/navigation';
import { latestNotes } from '@/lib/content/notes';
import { NoteSection } from '@/components/notes/NoteSection';
import styles from './HomeHero.module.css';

/**
 * The home page: who the owner is, what they look for and when, and the way into the site. It has no site
 * header; a slim one holds the language switch and the theme switcher.
 */
export function HomeHero({ locale }: { locale: Locale }) {
  const profile = getProfile(locale);
  const { home, site } = messages(locale);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <LanguageSwitch locale={locale} page={{ page: 'home' }} />
        <ThemeSwitcher locale={locale} />
      </header>
      <main id="contenu" className={styles.hero} tabIndex={-1}>
        <div className={styles.inner}>
          <p className={styles.kicker}>{home.kicker}</p>
          <h1 className={styles.name}>{profile.name}</h1>
          <p className={styles.title}>{profile.jobTitle}</p>
          <p className={styles.search}>{profile.recherche}</p>
          <AvailabilityFacts className={styles.availability} facts={availabilityFacts(profile.disponibilite, locale)} />
          <NavLinks
            label={site.mainNavigation}
            entries={mainNavigation(locale)}
            listClassName={styles.links}
            linkClassName={styles.link}
          />
          <p className={styles.cv}>
            <CvDownloadLink locale={locale} />
          </p>
          <NoteSection locale={locale} notes={latestNotes(locale)} title={messages(locale).notes.latest} id="dernieres-notes" className={styles.notes} />
        </div>
      </main>
    </div>
  );
}
