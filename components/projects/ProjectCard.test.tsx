import { render, screen, within } from '@testing-library/react';
import { ProjectCard } from './ProjectCard';
import { projectTypeLabel } from '@/lib/content/project-types';
import { countOf } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { testImage, testTechnologies } from '@/lib/test/fixtures';

const technologies = testTechnologies(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);

function renderCard(tags: string[], locale: Locale = 'fr') {
  render(
    <ProjectCard
      locale={locale}
      project={{ slug: 'demo', titre: 'Démo', type: 'universitaire', tags, thumbnail: testImage('demo') }}
      technologies={technologies}
    />,
  );
  return within(screen.getByRole('list'));
}

describe('a project card', () => {
  it('links to the project page through its title', () => {
    renderCard(['Alpha']);
    expect(screen.getByRole('link', { name: 'Démo' })).toHaveAttribute('href', '/projets/demo');
    expect(screen.getByText('Universitaire')).toBeInTheDocument();
  });

  it('shows up to three tags and no "+"', () => {
    const tags = renderCard(['Alpha', 'Beta', 'Gamma']);
    expect(tags.getAllByRole('listitem')).toHaveLength(3);
    expect(tags.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('shows the first three tags then how many more', () => {
    const tags = renderCard(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    expect(tags.getByText('Alpha')).toBeInTheDocument();
    expect(tags.queryByText('Delta')).not.toBeInTheDocument();
    expect(tags.getByText('+2')).toBeInTheDocument();
    expect(tags.getByText('et 2 autres technologies')).toBeInTheDocument();
  });

  it('on an English page: links to the English page, names its type and its other tags in English', () => {
    const { tagList } = messages('en');
    const tags = renderCard(['Alpha', 'Beta', 'Gamma', 'Delta'], 'en');
    expect(screen.getByRole('link', { name: 'Démo' })).toHaveAttribute('href', '/en/projects/demo');
    expect(screen.getByText(projectTypeLabel('universitaire', 'en'))).toBeInTheDocument();
    expect(screen.getByRole('list', { name: tagList.label })).toBeInTheDocument();
    expect(tags.getByText(tagList.more(countOf('en', 1, tagList.others)))).toBeInTheDocument();
  });
});
