import { PillList } from '@/components/shared/PillList';
import { SocialLinks } from '@/components/shared/SocialLinks';
import { getProfile } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { navigation } from '@/lib/site/navigation';
import { CurrentYear } from './CurrentYear';
import { NavLinks } from './NavLinks';
import styles from './SiteFooter.module.css';

/** Identity, badges, social icons, every page, and the copyright line. Not shown on the home page. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const profile = getProfile(locale);
  const { site } = messages(locale);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.role}>
            {profile.jobTitle} · {profile.localisation}
          </p>
          <PillList items={profile.badges.map((badge) => badge.label)} small />
          <SocialLinks locale={locale} />
        </div>
        <NavLinks
          label={site.footerNavigation}
          entries={navigation(locale)}
          listClassName={styles.links}
          linkClassName={styles.link}
        />
      </div>
      <p className={styles.copyright}>
        © <CurrentYear /> {`${profile.name}. ${site.rights}`}
      </p>
    </footer>
  );
}
