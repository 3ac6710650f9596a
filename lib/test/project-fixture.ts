import type { LocalizedProject } from '@/lib/content/projects';

/** A project with only the required fields: no case study, no video, for tests to add what they check. */
export const bareProject: LocalizedProject = {
  slug: 'demo',
  titre: 'Démo',
  descriptionCourte: 'Un projet.',
  descriptionLongue: 'Une description.',
  miniature: 'images/demo.png',
  images: ['images/demo.png'],
  tags: [],
  type: 'personnel',
  date: '2025',
};
