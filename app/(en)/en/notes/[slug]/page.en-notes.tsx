import { noteRoute } from '@/components/pages/NotePage';
import { getNoteParams } from '@/lib/content/notes';

// Only the notes of content/notes are exported (drafts under `next dev` alone); any other slug is the 404
// page. No `dynamicParams = false`, like the projects' route: Next's router then predicts a note's route
// from another's.
export const generateStaticParams = () => getNoteParams('en');

const route = noteRoute('en');
export const generateMetadata = route.generateMetadata;
export default route.Page;
