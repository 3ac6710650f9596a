import { render, screen, within } from '@testing-library/react';
import { testProject, testTechnologies } from '@/lib/test/fixtures';
import { RelatedProjects } from './RelatedProjects';

const technologies = testTechnologies(['Alpha', 'Beta']);
const [first, second] = technologies;
const projects = [
  testProject('Boutique', 'personnel', [first.label, second.label]),
  testProject('Quiz', 'universitaire', [first.label]),
];

describe('the related projects', () => {
  it('are a section titled "Projets proches", one card per project, titles under its heading', () => {
    render(<RelatedProjects projects={projects} technologies={technologies} />);
    const section = screen.getByRole('region', { name: 'Projets proches' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Projets proches');
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Boutique', 'Quiz']);
    expect(within(section).getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/projets/quiz');
  });
});
