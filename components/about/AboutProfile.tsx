import { profile } from '@/content/profile';
import { availabilityFacts } from '@/lib/content/cv';
import { getImage } from '@/lib/content/site-images';
import { AvailabilityFacts } from '@/components/shared/AvailabilityFacts';
import { PillList } from '@/components/shared/PillList';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import styles from './AboutProfile.module.css';

/** Photo, alias, availability, biography and passions. */
export function AboutProfile() {
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
          À propos
        </h1>
        <p className={styles.alias}>
          {profile.name} <span className={styles.handle}>@{profile.alias}</span>
        </p>
        <AvailabilityFacts className={styles.availability} facts={availabilityFacts(profile.disponibilite, 'fr')} />
        {profile.biographie.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2 className={styles.subtitle}>Passions</h2>
        <PillList items={profile.passions} />
      </div>
    </section>
  );
}
