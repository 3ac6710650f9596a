import { projectTypeClass, projectTypeLabel, type ProjectType } from '@/lib/content/project-types';
import type { Locale } from '@/lib/i18n/locales';
import styles from './TypeTag.module.css';

/** The project's type (professionnel, universitaire, personnel) as a coloured label, in the page's language. */
export function TypeTag({ locale, type }: { locale: Locale; type: ProjectType }) {
  return <span className={`${styles.tag} ${projectTypeClass(type)}`}>{projectTypeLabel(type, locale)}</span>;
}
