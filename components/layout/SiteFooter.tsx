import { profile } from '@/content/profile';
import { navigation } from '@/content/site';
import { CurrentYear } from './CurrentYear';
import { NavLinks } from './NavLinks';
import { PillList } from '@/components/shared/PillList';
import { SocialLinks } from '@/components/shared/SocialLinks';
import styles from './SiteFooter.module.css';

/** Identity, badges, social icons, every page, and the copyright line. Not shown on the home page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.role}>
            {profile.jobTitle} · {profile.localisation}
          </p>
          <PillList items={profile.badges.map((badge) => badge.label)} small />
          <SocialLinks />
        </div>
        <NavLinks label="Plan du site" entries={navigation} listClassName={styles.links} linkClassName={styles.link} />
      </div>
      <p className={styles.copyright}>
        © <CurrentYear /> {profile.name}. Tous droits réservés.
      </p>
    </footer>
  );
}
