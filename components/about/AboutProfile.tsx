import { AvailabilityFacts } from '@/components/shared/AvailabilityFacts';
import { PillList } from '@/components/shared/PillList';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import { availabilityFacts } from '@/lib/content/cv';
import { getProfile } from '@/lib/content/owner';
import { getImage } from '@/lib/content/site-images';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import styles from './AboutProfile.module.css';

/** Photo, alias, availability, biography and passions; its heading is the page's name. */
export function AboutProfile({ locale }: { locale: Locale }) {
  const profile = getProfile(locale);
  const { about, pages } = messages(locale);
  return (
    <section className={styles.profile} aria-labelledby="a-propos-titre">
      <ResponsiveImage
        className={styles.photo}
        image={getImage(profile.photo)}
        alt={profile.photoAlt}
        sizes="(min-width: 40rem) 12rem, 9rem"
        priority
      />
      <div className={styles.text}>
        <h1 id="a-propos-titre" className={styles.title}>
          {pages.about.label}
        </h1>
        <p className={styles.alias}>
          {profile.name} <span className={styles.handle}>@{profile.alias}</span>
        </p>
        <AvailabilityFacts className={styles.availability} facts={availabilityFacts(profile.disponibilite, locale)} />
        {profile.biographie.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2 className={styles.subtitle}>{about.passions}</h2>
        <PillList items={profile.passions} />
      </div>
    </section>
  );
}
