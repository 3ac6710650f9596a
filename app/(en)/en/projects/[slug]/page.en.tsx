import { projectRoute } from '@/components/pages/ProjectPage';
import { getProjectParams } from '@/lib/content/projects';

// Only the projects of content/ are exported; any other slug is the 404 page (notFound() in the page,
// the host's 404.html in the export). No `dynamicParams = false`: it marks the slug "closed", and Next's
// client router then never predicts a project's route from another's, so every intent prefetch would
// first ask for the route's tree (two round trips) before the project itself.
export const generateStaticParams = getProjectParams;

const route = projectRoute('en');
export const generateMetadata = route.generateMetadata;
export default route.Page;
