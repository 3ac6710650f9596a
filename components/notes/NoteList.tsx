import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes as a } from '@/lib/browser/filter-attributes';
import { countIfChosen, emptyFilter, resultText } from '@/lib/browser/filters';
import type { Note } from '@/lib/content/notes';
import { noteTags } from '@/lib/content/notes';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { FilterTagButton } from '@/components/projects/FilterTagButton';
import { NoteSummaries } from './NoteSummaries';
import styles from './NoteList.module.css';

type Props = { locale: Locale; notes: Note[] };

/**
 * A language's notes, newest first, with a filter by tags that is the projects' own (the same rule, the
 * same address ?tags=…, the same script, lib/browser/filter-controller.ts): the root says "notes", so its
 * counts speak of notes. Every note is in the HTML; without JavaScript the tags stay disabled.
 */
export function NoteList({ locale, notes }: Props) {
  const tags = noteTags(locale);
  const texts = messages(locale);
  // A note has no project type: the filter's "every type" matches it.
  const counts = countIfChosen(notes.map((note) => ({ type: 'personnel' as const, tags: note.tags })), emptyFilter, tags);
  return (
    <div {...dataProps(a.root, 'notes')}>
      {tags.length > 1 && (
        <div className={styles.filters}>
          {/* The filter's script enables it. */}
          <fieldset className={styles.group} disabled {...dataProps(a.fields)} suppressHydrationWarning>
            <legend className={styles.legend}>{texts.notes.filterLegend}</legend>
            <ul className={styles.choices}>
              {tags.map((tag) => (
                <li key={tag}>
                  <FilterTagButton locale={locale} label={tag} count={counts.tags[tag]} list="notes" className={styles.tagButton} />
                </li>
              ))}
            </ul>
          </fieldset>
          {/* Shown by the filter's script while something is filtered. */}
          <button type="button" className={styles.reset} hidden {...dataProps(a.reset)} suppressHydrationWarning>
            {texts.projectList.reset}
          </button>
        </div>
      )}
      <p role="status" className={styles.count} {...dataProps(a.status)} suppressHydrationWarning>
        {resultText(locale, notes.length, notes.length, 'notes')}
      </p>
      <div className={styles.results} {...dataProps(a.results)} suppressHydrationWarning>
        <NoteSummaries
          locale={locale}
          notes={notes}
          itemProps={(note) => ({ ...dataProps(a.item), ...dataProps(a.itemTags, JSON.stringify(note.tags)) }) as Record<string, string>}
        />
      </div>
    </div>
  );
}
