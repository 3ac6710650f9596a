'use client';

import { useEffect } from 'react';
import { SiteLink } from './SiteLink';
import styles from './ErrorScreen.module.css';

type Props = { error: Error; onRetry: () => void };

export function ErrorScreen({ error, onRetry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="contenu" className={styles.screen}>
      <h1 className={styles.title}>Une erreur est survenue</h1>
      <p>L&apos;affichage de cette page a échoué. Réessayez, ou revenez à l&apos;accueil.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Réessayer
        </button>
        <SiteLink href="/">Revenir à l&apos;accueil</SiteLink>
      </div>
    </main>
  );
}
