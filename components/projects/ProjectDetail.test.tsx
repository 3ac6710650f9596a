import { render, screen, within } from '@testing-library/react';
import { notesAbout } from '@/lib/content/notes';
import { projectTypeLabel } from '@/lib/content/project-types';
import { getProjects, getProjectSummaries } from '@/lib/content/projects';
import { neighbours } from '@/lib/content/related';
import { locales } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { pagePath, projectPath } from '@/lib/i18n/routes';
import { ProjectDetail } from './ProjectDetail';

// The owner's projects, as each language's page reads them: the test holds whatever the content says.
describe.each(locales)('a project’s page in %s', (locale) => {
  const texts = messages(locale);
  // With a link of its own, whether or not the owner's first project has one.
  const project = { ...getProjects(locale)[0], lien: 'https://example.org/' };

  beforeEach(() => render(<ProjectDetail locale={locale} project={project} />));

  it('shows the project in the page’s language, with its way out', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(project.titre);
    expect(screen.getAllByText(projectTypeLabel(project.type, locale)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: new RegExp(`^${texts.projectDetail.visit}`) })).toHaveAttribute('href', project.lien);
  });

  it('goes back to the list, and on to the other projects, in the same language', () => {
    expect(screen.getByRole('link', { name: texts.site.back })).toHaveAttribute('href', pagePath(locale, { page: 'projects' }));
    const around = neighbours(getProjectSummaries(locale), project.slug);
    if (!around) return;
    const pager = within(screen.getByRole('navigation', { name: texts.projectDetail.pager }));
    const next = pager.getByRole('link', { name: new RegExp(`^${texts.projectDetail.next}`) });
    expect(next).toHaveAttribute('href', projectPath(locale, around.next.slug));
    expect(next).toHaveTextContent(around.next.titre);
    // Other projects, and the notes about this one: each in the page's language.
    const sections = [pagePath(locale, { page: 'projects' }), pagePath(locale, { page: 'notes' })];
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href')!;
      if (href.startsWith('/')) expect(sections.some((section) => href.startsWith(section))).toBe(true);
    }
  });

  it('lists the notes about the project, newest first, or none', () => {
    const notes = notesAbout(project.slug, locale);
    const region = screen.queryByRole('region', { name: texts.notes.aboutProject });
    if (notes.length === 0) {
      expect(region).toBeNull();
      return;
    }
    const titles = within(region!).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(notes.map((note) => note.titre));
    for (const [i, note] of notes.entries()) {
      expect(within(titles[i]).getByRole('link')).toHaveAttribute('href', pagePath(locale, { page: 'note', slug: note.slug }));
    }
  });
});
