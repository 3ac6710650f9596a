// Inline in the 404 page, right before its two messages (components/layout/NotFoundMessage.tsx): the
// site's base path comes from the script element's own attribute.
import { markNotFound } from '../not-found';

markNotFound(document.currentScript?.dataset.basePath ?? '');
