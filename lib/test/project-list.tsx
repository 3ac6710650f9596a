import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectSummary } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import { ProjectList } from '@/components/projects/ProjectList';
import { testProject, testTechnologies } from './fixtures';
import { prerender } from './prerender';

/** The project list of the component tests (ProjectList*.test.tsx), on projects of their own. */
export const projects: ProjectSummary[] = [
  testProject('Boutique', 'professionnel', ['React', 'JavaScript']),
  testProject('Quiz', 'universitaire', ['PHP', 'HTML', 'CSS', 'SQL']),
  testProject('Jeu', 'universitaire', ['JavaScript', 'HTML', 'CSS']),
];
export const technologies = testTechnologies(['HTML', 'CSS', 'JavaScript', 'PHP', 'SQL', 'React', 'Figma']);

export const listIn = (locale: Locale) => <ProjectList locale={locale} projects={projects} technologies={technologies} />;
export const projectList = listIn('fr');

// A page's language is its <html lang>, which the filter's script reads: each test starts from a French page.
afterEach(() => document.documentElement.removeAttribute('lang'));

/** The list pre-rendered at this address of its page, with the filter's script bound to it as in a page of that language. */
export function renderAt(query: string, locale: Locale = 'fr') {
  document.documentElement.lang = locale;
  window.history.replaceState(null, '', `${pagePath(locale, { page: 'projects' })}${query}`);
  return prerender(listIn(locale));
}

export const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
// Each choice's name ends with its count: "PHP (1 projet)".
export const nameOf = (label: string, count = '.*') => new RegExp(`^${label} \\(${count}\\)$`);
const named = (label: string) => ({ name: nameOf(label) });
export const tagButton = (label: string) => screen.getByRole('button', named(label));
export const typeRadio = (label: string) => screen.getByRole('radio', named(label));
// The toggle is a <summary> holding both labels; CSS, which jsdom does not apply, shows the one of its
// state (the end-to-end tests check which one is shown).
export const toggle = (locale: Locale = 'fr') => screen.getByText(messages(locale).projectList.showFilters).closest('summary')!;
export const isOpen = (locale: Locale = 'fr') => toggle(locale).closest('details')!.open;
export const typeGroup = (locale: Locale = 'fr') =>
  screen.getByRole('group', { name: messages(locale).projectList.typeLegend, hidden: true });

/** On a list showing every project: opens the panel, chooses PHP, then goes Back to every project. */
export async function chooseThenGoBack() {
  const user = userEvent.setup();
  await user.click(toggle());
  await user.click(tagButton('PHP'));
  expect(titles()).toEqual(['Quiz']);
  act(() => window.history.back());
  await waitFor(() => expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']));
  expect(tagButton('PHP')).toHaveAttribute('aria-pressed', 'false');
}
