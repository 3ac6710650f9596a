import { withBasePath } from '@/lib/site/base-path';
import { getCv } from '@/lib/content/cv';
import styles from './CvDownloadLink.module.css';

/**
 * "Télécharger le CV (PDF)": a plain link to the file the build writes beside the pages
 * (scripts/build-cv.mts), saved under the owner's name.
 */
export function CvDownloadLink() {
  const { file } = getCv();
  return (
    <a className={styles.download} href={withBasePath(file.path)} download={file.name} type="application/pdf">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M11 3h2v9.17l3.59-3.58L18 10l-6 6-6-6 1.41-1.41L11 12.17zM5 18h14v2H5z" />
      </svg>
      Télécharger le CV (PDF)
    </a>
  );
}
