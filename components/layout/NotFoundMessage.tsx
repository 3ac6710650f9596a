import { basePath } from '@/lib/site/base-path';
import pageScripts from '@/generated/page-scripts.json';
import { SiteLink } from './SiteLink';
import styles from './NotFoundMessage.module.css';

/**
 * The 404 page's message. Both versions are in the HTML; the inline script picks the project one
 * under /projets/{slug} before the first paint, and CSS shows only the chosen one.
 */
export function NotFoundMessage() {
  return (
    <div className={styles.message}>
      {/* lib/browser/page-scripts/not-found.ts, inline so it runs before the first paint; the CSP allows it by its hash. */}
      <script data-base-path={basePath} dangerouslySetInnerHTML={{ __html: pageScripts['not-found'] }} />
      <p className={styles.code}>Erreur 404</p>
      <div className={styles.page}>
        <h1 className={styles.title}>Page introuvable</h1>
        <p>L&apos;adresse demandée ne correspond à aucune page du site.</p>
      </div>
      <div className={styles.project}>
        <h1 className={styles.title}>Projet introuvable</h1>
        <p>Ce projet n&apos;existe pas ou a été retiré du portfolio.</p>
      </div>
      <ul className={styles.links}>
        <li>
          <SiteLink href="/projets">Voir tous les projets</SiteLink>
        </li>
        <li>
          <SiteLink href="/">Revenir à l&apos;accueil</SiteLink>
        </li>
      </ul>
    </div>
  );
}
