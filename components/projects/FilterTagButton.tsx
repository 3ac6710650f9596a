import type { ReactNode } from 'react';
import { dataProps } from '@/lib/browser/data-attributes';
import { filterAttributes as a } from '@/lib/browser/filter-attributes';
import type { FilteredList } from '@/lib/browser/filters';
import type { Locale } from '@/lib/i18n/locales';
import { ChoiceCount } from './ChoiceCount';

type Props = {
  locale: Locale;
  /** The tag, as the address and the items name it. */
  label: string;
  /** How many items choosing it leaves visible (countIfChosen). */
  count: number;
  list?: FilteredList;
  className: string;
  /** Drawn before the label: a technology's icon. */
  icon?: ReactNode;
};

/**
 * One tag of a filter (a project's technology, a note's topic), a toggle button with its count. The
 * filter's script (lib/browser/filter-controller.ts) finds it by its attributes, sets aria-pressed and
 * marks it `none` by the filtered list's counts: hydration keeps what it wrote.
 */
export function FilterTagButton({ locale, label, count, list, className, icon }: Props) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed="false"
      {...dataProps(a.tag, label)}
      {...dataProps(a.choice)}
      {...dataProps(a.none, count === 0 ? '' : undefined)}
      suppressHydrationWarning
    >
      {icon}
      {label}
      <ChoiceCount locale={locale} count={count} list={list} />
    </button>
  );
}
