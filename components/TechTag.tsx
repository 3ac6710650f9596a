import type { Technology } from '@/content/types';
import { withBasePath } from '@/lib/base-path';
import { technologyClass } from '@/lib/tags';
import styles from './TechTag.module.css';

/** A technology's name on its own colours (see TechnologyColors), with its icon. */
export function TechTag({ technology }: { technology: Technology }) {
  return (
    <span className={`${styles.tag} ${technologyClass(technology.label)}`}>
      <img className={styles.icon} src={withBasePath(technology.imgSrc)} alt="" width={16} height={16} />
      {technology.label}
    </span>
  );
}
