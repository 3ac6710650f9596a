import { render, screen, within } from '@testing-library/react';
import { technologies } from '@/content/technologies';
import type { ProjectSummary } from '@/lib/projects';
import { testImage } from '@/components/shared/test-fixtures';
import { RelatedProjects } from './RelatedProjects';

const [first, second] = technologies;
const projects: ProjectSummary[] = [
  { slug: 'boutique', titre: 'Boutique', type: 'personnel', tags: [first.label, second.label], thumbnail: testImage('b') },
  { slug: 'quiz', titre: 'Quiz', type: 'universitaire', tags: [first.label], thumbnail: testImage('q') },
];

describe('the related projects', () => {
  it('are a section titled "Projets proches", one card per project, titles under its heading', () => {
    render(<RelatedProjects projects={projects} technologies={technologies} />);
    const section = screen.getByRole('region', { name: 'Projets proches' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Projets proches');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Boutique', 'Quiz']);
    expect(within(section).getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/projets/quiz');
  });
});
