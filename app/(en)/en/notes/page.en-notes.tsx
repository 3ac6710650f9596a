import { NotesPage } from '@/components/pages/NotesPage';
import { notesMetadata } from '@/lib/site/metadata';

// A route only when the language has notes (lib/build/languages.ts, the .en-notes.tsx extension).
export const metadata = notesMetadata('en');

export default function Page() {
  return <NotesPage locale="en" />;
}
