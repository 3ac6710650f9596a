import { getNotes } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageHeading } from '@/components/layout/PageHeading';
import { NoteList } from '@/components/notes/NoteList';

/** The notes of one language, newest first, with their tags' filter (a route only in a language that has notes). */
export function NotesPage({ locale }: { locale: Locale }) {
  const { label, intro } = messages(locale).notes;
  return (
    <PageFrame locale={locale} page={{ page: 'notes' }}>
      <PageHeading title={label}>
        <p>{intro}</p>
      </PageHeading>
      <NoteList locale={locale} notes={getNotes(locale)} />
    </PageFrame>
  );
}
