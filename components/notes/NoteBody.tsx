import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { getImage } from '@/lib/content/site-images';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
// The colours of the highlighted code, as classes (lib/build/notes.mts): only the notes' pages carry them.
import '@/generated/notes-code.css';
import styles from './NoteBody.module.css';

type Props = { locale: Locale; tree: Root };

/**
 * A note's text, compiled at build time (lib/build/notes.mts) and rendered here, on the server, from its
 * HTML tree: the Markdown's elements, and the allow-listed components of lib/content/notes-schema.ts, each
 * an element named after it, given its component below. Nothing is evaluated: the tree holds no expression (the content check refuses them).
 */
export function NoteBody({ locale, tree }: Props) {
  const { callout } = messages(locale).notes;
  const components = {
    Figure: ({ image, alt, legende }: { image: string; alt: string; legende?: string }) => (
      <figure className={styles.figure}>
        <ResponsiveImage image={getImage(image)} alt={alt} sizes="(min-width: 48rem) 46rem, 100vw" className={styles.image} />
        {legende && <figcaption className={styles.caption}>{legende}</figcaption>}
      </figure>
    ),
    Encadre: ({ titre, type = 'info', children }: { titre?: string; type?: 'info' | 'attention'; children?: ReactNode }) => (
      <div role="note" className={type === 'attention' ? styles.warning : styles.callout}>
        <p className={styles.calloutTitle}>{titre ?? callout[type]}</p>
        {children}
      </div>
    ),
    Code: ({ fichier, children }: { fichier: string; children?: ReactNode }) => (
      <figure className={styles.code}>
        <figcaption className={styles.fileName}>
          <code>{fichier}</code>
        </figcaption>
        {children}
      </figure>
    ),
  };
  return <div className={styles.body}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passKeys: true })}</div>;
}
