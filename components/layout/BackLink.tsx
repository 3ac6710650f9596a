import { SiteLink } from './SiteLink';
import styles from './BackLink.module.css';

/** "Retour": back to the list a page belongs to. */
export function BackLink({ href }: { href: string }) {
  return (
    <SiteLink className={styles.back} href={href}>
      <span aria-hidden="true">←</span> Retour
    </SiteLink>
  );
}
