import { NotesPage } from '@/components/pages/NotesPage';
import { notesMetadata } from '@/lib/site/metadata';

// A route only when the language has notes (lib/build/languages.ts, the .notes.tsx extension).
export const metadata = notesMetadata('fr');

export default function Page() {
  return <NotesPage locale="fr" />;
}
