import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { adjacentNotes, getNote, type Note } from '@/lib/content/notes';
import { getImage } from '@/lib/content/site-images';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/i18n/routes';
import { noteMetadata } from '@/lib/site/metadata';
import { BackLink } from '@/components/layout/BackLink';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { NoteBody } from '@/components/notes/NoteBody';
import { NoteFacts } from '@/components/notes/NoteFacts';
import { NotePager } from '@/components/notes/NotePager';
import { ResponsiveImage } from '@/components/shared/ResponsiveImage';
import styles from './NotePage.module.css';

/** A note's page in one language: rendered at build time, with no script of its own. */
export function NotePage({ locale, note }: { locale: Locale; note: Note }) {
  const { newer, older } = adjacentNotes(note);
  return (
    <PageFrame locale={locale} page={{ page: 'note', slug: note.slug }}>
      <article className={styles.note}>
        <div className={styles.back}>
          <BackLink locale={locale} href={pagePath(locale, { page: 'notes' })} />
        </div>
        <PageHeading title={note.titre}>
          <NoteFacts locale={locale} note={note} />
        </PageHeading>
        {note.image && (
          <ResponsiveImage image={getImage(note.image.fichier)} alt={note.image.alt} sizes="(min-width: 48rem) 46rem, 100vw" priority className={styles.cover} />
        )}
        <NoteBody locale={locale} tree={note.tree} />
      </article>
      <NotePager locale={locale} newer={newer} older={older} />
    </PageFrame>
  );
}

type RouteProps = { params: Promise<{ slug: string }> };

/**
 * The route of a language's note pages (app/(fr)/notes/[slug], app/(en)/en/notes/[slug]): its metadata and
 * its page, from the note of the address; any other slug is the 404 page.
 */
export function noteRoute(locale: Locale) {
  const note = async ({ params }: RouteProps) => getNote((await params).slug, locale);
  return {
    async generateMetadata(props: RouteProps): Promise<Metadata> {
      const found = await note(props);
      return found ? noteMetadata(locale, found) : {};
    },
    async Page(props: RouteProps) {
      const found = await note(props);
      if (!found) notFound();
      return <NotePage locale={locale} note={found} />;
    },
  };
}
