import { render, screen, within } from '@testing-library/react';
import { technologies } from '@/content/technologies';
import { ProjectCard } from './ProjectCard';
import { testImage } from '@/components/shared/test-fixtures';

function renderCard(tags: string[]) {
  render(
    <ProjectCard
      project={{ slug: 'demo', titre: 'Démo', type: 'universitaire', tags, thumbnail: testImage('demo') }}
      technologies={technologies}
    />,
  );
  return within(screen.getByRole('list'));
}

describe('a project card', () => {
  it('links to the project page through its title', () => {
    renderCard(['PHP']);
    expect(screen.getByRole('link', { name: 'Démo' })).toHaveAttribute('href', '/projets/demo');
    expect(screen.getByText('Universitaire')).toBeInTheDocument();
  });

  it('shows up to three tags and no "+"', () => {
    const tags = renderCard(['PHP', 'HTML', 'CSS']);
    expect(tags.getAllByRole('listitem')).toHaveLength(3);
    expect(tags.queryByText('+')).not.toBeInTheDocument();
  });

  it('shows the first three tags then "+" when there are more', () => {
    const tags = renderCard(['PHP', 'HTML', 'CSS', 'SQL']);
    expect(tags.getByText('PHP')).toBeInTheDocument();
    expect(tags.queryByText('SQL')).not.toBeInTheDocument();
    expect(tags.getByText('+')).toBeInTheDocument();
    expect(tags.getByText('et 1 autre technologie')).toBeInTheDocument();
  });
});
