import { render, screen, within } from '@testing-library/react';
import { caseStudySections } from '@/lib/content/case-study';
import { messages } from '@/lib/i18n/messages';
import { bareProject } from '@/lib/test/project-fixture';
import { ProjectCaseStudy } from './ProjectCaseStudy';

const project = bareProject;

describe('the case study', () => {
  it('shows each part under its heading, in reading order, the figures with their labels', () => {
    render(
      <ProjectCaseStudy
        sections={caseStudySections({
          ...project,
          contexte: ['Un besoin.', 'Un autre.'],
          equipe: 1,
          resultat: 'Rendu à temps.',
          chiffres: [{ valeur: '17/20', libelle: 'note finale' }],
        }, 'fr')}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Contexte', 'Mon rôle', 'Résultat']);
    const context = screen.getByRole('region', { name: 'Contexte' });
    expect(within(context).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Un besoin.', 'Un autre.']);
    expect(within(screen.getByRole('region', { name: 'Mon rôle' })).getByText('Projet individuel')).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Résultat' });
    expect(within(result).getByRole('term')).toHaveTextContent('note finale');
    expect(within(result).getByRole('definition')).toHaveTextContent('17/20');
    expect(within(result).getByText('Rendu à temps.')).toBeInTheDocument();
  });

  it('is headed in English on an English page', () => {
    const texts = messages('en').caseStudy;
    render(<ProjectCaseStudy sections={caseStudySections({ ...project, duree: '3 months', equipe: 1 }, 'en')} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([texts.role, texts.duree]);
    expect(within(screen.getByRole('region', { name: texts.role })).getByText(texts.alone)).toBeInTheDocument();
  });

  it('renders nothing for a project without one', () => {
    const { container } = render(<ProjectCaseStudy sections={caseStudySections(project, 'fr')} />);
    expect(container).toBeEmptyDOMElement();
  });
});
