import { messages } from '@/lib/i18n/messages';
import { bareProject } from '@/lib/test/project-fixture';
import { caseStudySections, teamText } from './case-study';

const project = bareProject;

describe('a case study', () => {
  // Written in another order: the page keeps its own.
  const full = {
    ...project,
    apprentissages: ['Tester tôt.', 'Mesurer.'],
    resultat: 'En ligne.',
    chiffres: [{ valeur: '17/20', libelle: 'note finale' }],
    choixTechniques: 'Un site statique.',
    duree: '3 mois',
    equipe: 4,
    role: 'Le front.',
    contexte: 'Un besoin.',
  };

  it('has its sections in the order a recruiter reads them, under their French headings', () => {
    const sections = caseStudySections(full, 'fr');
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

  it('has the same sections under their English headings on an English page', () => {
    const texts = messages('en').caseStudy;
    const sections = caseStudySections(full, 'en');
    expect(sections.map((section) => section.key)).toEqual(caseStudySections(full, 'fr').map((section) => section.key));
    expect(sections.map((section) => section.heading)).toEqual(sections.map((section) => texts[section.key]));
    expect(sections[1].paragraphs).toEqual(['Le front.', teamText('en', 4)]);
  });

  it('leaves out the parts a project does not have, and is empty without any', () => {
    expect(caseStudySections(project, 'fr')).toEqual([]);
    expect(caseStudySections({ ...project, equipe: 1, chiffres: [{ valeur: '120', libelle: 'utilisateurs' }] }, 'fr')).toEqual([
      { key: 'role', heading: 'Mon rôle', paragraphs: ['Projet individuel'] },
      { key: 'resultat', heading: 'Résultat', paragraphs: [], figures: [{ valeur: '120', libelle: 'utilisateurs' }] },
    ]);
  });
});

describe('the team line', () => {
  it('says alone, or how many people, without a gendered word', () => {
    expect(teamText('fr', 1)).toBe('Projet individuel');
    expect(teamText('fr', 2)).toBe('En équipe de 2 personnes');
  });

  it('says it in English, by the English plural rules', () => {
    expect(teamText('en', 1)).toBe('Solo project');
    expect(teamText('en', 2)).toBe('Team of 2 people');
    expect(teamText('en', 12)).toBe('Team of 12 people');
  });
});
