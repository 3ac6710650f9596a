'use client';

import { useEffect, useRef } from 'react';
import type { Technology } from '@/lib/content/content-schema';
import { emptyFilter, isFiltered, toggleTag, type ChoiceCounts, type FilterState } from '@/lib/browser/filters';
import { projectTypes } from '@/lib/content/project-types';
import { technologyClass } from '@/lib/content/tags';
import { TechIcon } from '@/components/shared/TechIcon';
import { ChoiceCount } from './ChoiceCount';
import styles from './ProjectFilters.module.css';

type Props = {
  technologies: Technology[];
  filter: FilterState;
  /** How many projects each choice would leave visible (lib/browser/filters.ts countIfChosen). */
  counts: ChoiceCounts;
  onChange: (next: FilterState) => void;
  /** The choices work: the filter's early script or React runs them. */
  ready: boolean;
  /**
   * Open until the visitor toggles it when the address carries a filter, so they see what narrows the
   * list (React reads the address after its first render, hence an effect; the early script opens it
   * itself).
   */
  openByDefault: boolean;
};

const PANEL_ID = 'filtres-projets';
const typeChoices = [{ value: '', label: 'Tous les types' } as const, ...projectTypes];

/** A choice that would leave no project stays in place (the panel does not jump), marked as such. */
const noneClass = (count: number) => (count === 0 ? ` ${styles.none}` : '');

/**
 * The toggle and the panel: a radio choice of type and one toggle button per technology, each with the
 * number of projects it would leave visible. The toggle is a native disclosure (<details>), so it opens
 * and closes from the first paint, before any script; CSS shows the label of its state. The choices
 * need a script, the filter's early one (lib/early-filter.ts) or React, and stay disabled until one runs.
 */
export function ProjectFilters({ technologies, filter, counts, onChange, openByDefault, ready }: Props) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const toggledByVisitor = useRef(false);

  useEffect(() => {
    // Open at hydration: the visitor opened it before, and it stays as they left it.
    if (disclosure.current!.open) toggledByVisitor.current = true;
  }, []);

  useEffect(() => {
    if (!toggledByVisitor.current) disclosure.current!.open = openByDefault;
  }, [openByDefault]);

  return (
    <div className={styles.filters}>
      {/* The browser sets `open` itself when the visitor toggles before hydration. */}
      <details ref={disclosure} className={styles.disclosure} data-filters suppressHydrationWarning>
        <summary className={styles.toggle} onClick={() => (toggledByVisitor.current = true)}>
          <span className={styles.whenClosed}>Afficher les filtres</span>
          <span className={styles.whenOpen}>Masquer les filtres</span>
        </summary>
        <div id={PANEL_ID} className={styles.panel}>
          <fieldset className={styles.group} disabled={!ready}>
            <legend className={styles.legend}>Type de projet</legend>
            <div className={styles.choices}>
              {typeChoices.map((choice) => (
                <label key={choice.value} className={styles.radio + noneClass(counts.types[choice.value])}>
                  <input
                    type="radio"
                    name="type"
                    value={choice.value}
                    checked={filter.type === choice.value}
                    onChange={() => onChange({ ...filter, type: choice.value })}
                  />
                  {choice.label}
                  <ChoiceCount count={counts.types[choice.value]} />
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group} disabled={!ready}>
            <legend className={styles.legend}>Technologies</legend>
            <ul className={styles.choices}>
              {technologies.map((technology) => {
                const { label } = technology;
                return (
                  <li key={label}>
                    <button
                      type="button"
                      className={`${styles.tagButton} ${technologyClass(label)}${noneClass(counts.tags[label])}`}
                      aria-pressed={filter.tags.includes(label)}
                      onClick={() => onChange({ ...filter, tags: toggleTag(filter.tags, label) })}
                    >
                      <TechIcon technology={technology} size={16} />
                      {label}
                      <ChoiceCount count={counts.tags[label]} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </div>
      </details>
      {/* Always there, hidden while nothing is filtered: the early script shows it too. */}
      <button
        type="button"
        className={styles.reset}
        hidden={!isFiltered(filter)}
        data-reset
        onClick={() => onChange(emptyFilter)}
      >
        Effacer les filtres
      </button>
    </div>
  );
}
