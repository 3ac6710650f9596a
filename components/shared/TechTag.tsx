import type { Technology } from '@/lib/content/content-schema';
import { technologyClass } from '@/lib/content/tags';
import { TechIcon } from './TechIcon';
import styles from './TechTag.module.css';

/** A technology's name on its own colours (lib/content/content-colors.ts), with its icon. */
export function TechTag({ technology }: { technology: Technology }) {
  return (
    <span className={`${styles.tag} ${technologyClass(technology.label)}`}>
      <TechIcon className={styles.icon} technology={technology} size={16} />
      <span className={styles.label}>{technology.label}</span>
    </span>
  );
}
