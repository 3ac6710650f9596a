import { bareProject } from '@/lib/test/project-fixture';
import { caseStudySections, teamText } from './case-study';

const project = bareProject;

describe('a case study', () => {
  it('has its sections in the order a recruiter reads them, under their French headings', () => {
    // Written in another order: the page keeps its own.
    const sections = caseStudySections({
      ...project,
      apprentissages: ['Tester tôt.', 'Mesurer.'],
      resultat: 'En ligne.',
      chiffres: [{ valeur: '17/20', libelle: 'note finale' }],
      choixTechniques: 'Un site statique.',
      duree: '3 mois',
      equipe: 4,
      role: 'Le front.',
      contexte: 'Un besoin.',
    });
    expect(sections.map((section) => [section.heading, section.paragraphs])).toEqual([
      ['Contexte', ['Un besoin.']],
      ['Mon rôle', ['Le front.', 'En équipe de 4 personnes']],
      ['Durée', ['3 mois']],
      ['Choix techniques et difficultés', ['Un site statique.']],
      ['Résultat', ['En ligne.']],
      ['Ce que j’ai appris', ['Tester tôt.', 'Mesurer.']],
    ]);
    expect(sections[4].figures).toEqual([{ valeur: '17/20', libelle: 'note finale' }]);
  });

  it('leaves out the parts a project does not have, and is empty without any', () => {
    expect(caseStudySections(project)).toEqual([]);
    expect(caseStudySections({ ...project, equipe: 1, chiffres: [{ valeur: '120', libelle: 'utilisateurs' }] })).toEqual([
      { key: 'role', heading: 'Mon rôle', paragraphs: ['Projet individuel'] },
      { key: 'resultat', heading: 'Résultat', paragraphs: [], figures: [{ valeur: '120', libelle: 'utilisateurs' }] },
    ]);
  });
});

describe('the team line', () => {
  it('says alone, or how many people, without a gendered word', () => {
    expect(teamText(1)).toBe('Projet individuel');
    expect(teamText(2)).toBe('En équipe de 2 personnes');
  });
});
