import { render, screen, within } from '@testing-library/react';
import { longDate } from '@/lib/i18n/format';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { testNote } from '@/lib/test/note-fixture';
import { NoteSection } from './NoteSection';

const notes = [
  testNote('deuxieme', 'fr', '2026-11-02', { tags: ['Sujet'], minutes: 3 }),
  testNote('premiere', 'fr', '2026-10-01', { tags: ['Sujet'], minutes: 3 }),
];
const texts = messages('fr').notes;

describe('a section of notes (the home page’s latest, a project’s own)', () => {
  it('shows each note’s title as a link to it, its day and its summary, then the way to all notes', () => {
    render(<NoteSection locale="fr" notes={notes} title={texts.latest} id="dernieres-notes" />);
    const section = screen.getByRole('region', { name: texts.latest });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(notes.length);
    for (const [i, note] of notes.entries()) {
      const heading = within(items[i]).getByRole('heading', { level: 3 });
      expect(within(heading).getByRole('link', { name: note.titre })).toHaveAttribute('href', pagePath('fr', { page: 'note', slug: note.slug }));
      expect(items[i].querySelector('time')).toHaveAttribute('datetime', note.date);
      expect(items[i]).toHaveTextContent(longDate('fr', note.date));
      expect(items[i]).toHaveTextContent(note.resume);
    }
    expect(within(section).getByRole('link', { name: texts.allNotes })).toHaveAttribute('href', pagePath('fr', { page: 'notes' }));
  });

  it('leaves the reading time and the tags to the notes’ list', () => {
    render(<NoteSection locale="fr" notes={notes} title={texts.latest} id="dernieres-notes" />);
    const section = screen.getByRole('region', { name: texts.latest });
    expect(section).not.toHaveTextContent(texts.readingTime('3'));
    expect(within(section).queryByText('Sujet')).toBeNull();
  });

  it('is not there when there is no note', () => {
    const { container } = render(<NoteSection locale="fr" notes={[]} title={texts.latest} id="dernieres-notes" />);
    expect(container).toBeEmptyDOMElement();
  });
});
