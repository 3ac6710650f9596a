import styles from './SkipLink.module.css';

/** The first stop of the Tab key: straight to the page's content, past the navigation. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#contenu">
      Aller au contenu
    </a>
  );
}
