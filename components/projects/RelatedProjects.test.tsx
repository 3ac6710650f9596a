import { render, screen, within } from '@testing-library/react';
import { messages } from '@/lib/i18n/messages';
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
    render(<RelatedProjects locale="fr" projects={projects} technologies={technologies} />);
    const section = screen.getByRole('region', { name: 'Projets proches' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Projets proches');
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Boutique', 'Quiz']);
    expect(within(section).getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/projets/quiz');
  });

  it('on an English page: are titled in English and link to the English pages', () => {
    render(<RelatedProjects locale="en" projects={projects} technologies={technologies} />);
    const section = screen.getByRole('region', { name: messages('en').projectDetail.related });
    expect(within(section).getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/en/projects/quiz');
  });
});
