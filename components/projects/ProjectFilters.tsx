'use client';

import { useState } from 'react';
import type { Technology } from '@/lib/content-schema';
import { emptyFilter, isFiltered, toggleTag, type FilterState } from '@/lib/filters';
import { projectTypes } from '@/lib/project-types';
import { technologyClass } from '@/lib/tags';
import { TechIcon } from '@/components/shared/TechIcon';
import { useHydrated } from '@/components/shared/useClientValue';
import styles from './ProjectFilters.module.css';

type Props = {
  technologies: Technology[];
  filter: FilterState;
  onChange: (next: FilterState) => void;
  /** Open on arrival when the address already carries a filter, so the visitor sees what narrows the list. */
  defaultOpen: boolean;
};

const PANEL_ID = 'filtres-projets';
const typeChoices = [{ value: '', label: 'Tous les types' } as const, ...projectTypes];

/** The toggle button and the panel: a radio choice of type and one toggle button per technology. */
export function ProjectFilters({ technologies, filter, onChange, defaultOpen }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const hydrated = useHydrated();
  return (
    <div className={styles.filters}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={PANEL_ID}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Masquer les filtres' : 'Afficher les filtres'}
        </button>
        {isFiltered(filter) && (
          <button type="button" className={styles.reset} onClick={() => onChange(emptyFilter)}>
            Effacer les filtres
          </button>
        )}
      </div>
      <div id={PANEL_ID} className={styles.panel} hidden={!open}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Type de projet</legend>
          <div className={styles.choices}>
            {typeChoices.map((choice) => (
              <label key={choice.value} className={styles.radio}>
                <input
                  type="radio"
                  name="type"
                  value={choice.value}
                  checked={filter.type === choice.value}
                  onChange={() => onChange({ ...filter, type: choice.value })}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Technologies</legend>
          <ul className={styles.choices}>
            {technologies.map((technology) => (
              <li key={technology.label}>
                <button
                  type="button"
                  className={`${styles.tagButton} ${technologyClass(technology.label)}`}
                  aria-pressed={filter.tags.includes(technology.label)}
                  onClick={() => onChange({ ...filter, tags: toggleTag(filter.tags, technology.label) })}
                >
                  <TechIcon technology={technology} size={16} />
                  {technology.label}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}
