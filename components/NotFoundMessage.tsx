'use client';

import { basePath } from '@/lib/base-path';
import { isProjectPath } from '@/lib/not-found';
import { SiteLink } from './SiteLink';
import { useClientValue } from './useClientValue';
import styles from './NotFoundMessage.module.css';

const onProjectPage = () => isProjectPath(window.location.pathname, basePath);

/**
 * One 404.html serves every unknown address, so which message fits is read from the address in the
 * browser: an unknown project gets "Projet introuvable" and the way back to the list.
 */
export function NotFoundMessage() {
  const project = useClientValue(onProjectPage, false);
  return (
    <div className={styles.message}>
      <p className={styles.code}>Erreur 404</p>
      <h1 className={styles.title}>{project ? 'Projet introuvable' : 'Page introuvable'}</h1>
      <p>
        {project
          ? "Ce projet n'existe pas ou a été retiré du portfolio."
          : "L'adresse demandée ne correspond à aucune page du site."}
      </p>
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
