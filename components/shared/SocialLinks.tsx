import { getProfile } from '@/lib/content/owner';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { ExternalLink } from './ExternalLink';
import { Icon } from './Icon';
import styles from './SocialLinks.module.css';

type Props = {
  locale: Locale;
  /** Each link's name written beside its icon (the contact page), rather than for screen readers only. */
  withLabels?: boolean;
};

/** The owner's professional-network and code-hosting profiles and e-mail address. */
export function SocialLinks({ locale, withLabels = false }: Props) {
  const profile = getProfile(locale);
  const label = (text: string) => <span className={withLabels ? styles.label : 'visually-hidden'}>{text}</span>;
  return (
    <ul className={withLabels ? styles.listLabelled : styles.list}>
      <li>
        <ExternalLink locale={locale} className={styles.link} href={profile.linkedin}>
          <Icon name="linkedin" />
          {label('LinkedIn')}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink locale={locale} className={styles.link} href={profile.github}>
          <Icon name="github" />
          {label('GitHub')}
        </ExternalLink>
      </li>
      <li>
        <a className={styles.link} href={`mailto:${profile.email}`}>
          <Icon name="email" />
          {label(withLabels ? profile.email : messages(locale).site.emailLink(profile.email))}
        </a>
      </li>
    </ul>
  );
}
