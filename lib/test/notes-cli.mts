// Compiles the notes of a content folder (its path the first argument) as the content check does, and writes
// the result as JSON on stdout. jest runs modules as CommonJS, in which the MDX compiler and Shiki (ES modules
// only) cannot load: lib/build/notes.test.ts runs this in a Node process of its own (`node --import tsx`).
import { readNotes } from '../build/notes.mts';

const [contentDir] = process.argv.slice(2);
process.stdout.write(JSON.stringify(await readNotes({ contentDir, languages: ['fr', 'en'], projectSlugs: ['portfolio'] })));
