import { projectTypeClass, projectTypeLabel, type ProjectType } from '@/lib/content/project-types';
import styles from './TypeTag.module.css';

/** The project's type (professionnel, universitaire, personnel) as a coloured label. */
export function TypeTag({ type }: { type: ProjectType }) {
  return <span className={`${styles.tag} ${projectTypeClass(type)}`}>{projectTypeLabel(type)}</span>;
}
