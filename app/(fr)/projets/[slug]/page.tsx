import { projectRoute } from '@/components/pages/ProjectPage';
import { getProjectParams } from '@/lib/content/projects';

// Only the projects of content/ exist; any other slug is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = getProjectParams;

const route = projectRoute('fr');
export const generateMetadata = route.generateMetadata;
export default route.Page;
