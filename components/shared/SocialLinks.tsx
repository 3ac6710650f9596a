import { profile } from '@/content/profile';
import { ExternalLink } from './ExternalLink';
import { SocialIcon } from './SocialIcon';
import styles from './SocialLinks.module.css';

/** The owner's professional-network and code-hosting profiles and e-mail address. */
export function SocialLinks({ withLabels = false }: { withLabels?: boolean }) {
  const label = (text: string) => <span className={withLabels ? styles.label : 'visually-hidden'}>{text}</span>;
  return (
    <ul className={withLabels ? styles.listLabelled : styles.list}>
      <li>
        <ExternalLink className={styles.link} href={profile.linkedin}>
          <SocialIcon network="linkedin" />
          {label('LinkedIn')}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink className={styles.link} href={profile.github}>
          <SocialIcon network="github" />
          {label('GitHub')}
        </ExternalLink>
      </li>
      <li>
        <a className={styles.link} href={`mailto:${profile.email}`}>
          <SocialIcon network="email" />
          {label(withLabels ? profile.email : `E-mail : ${profile.email}`)}
        </a>
      </li>
    </ul>
  );
}
