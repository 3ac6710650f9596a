// Inline in the 404 page, right before its messages (components/layout/NotFoundMessage.tsx): the site's
// base path and the messages' titles come from the script element's own attributes.
import { markNotFound, type NotFoundTitles } from '../not-found';

const { basePath = '', titles = '{}' } = document.currentScript?.dataset ?? {};
markNotFound(basePath, JSON.parse(titles) as NotFoundTitles);
