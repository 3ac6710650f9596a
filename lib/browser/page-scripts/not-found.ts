// Inline in the 404 page, right before its messages (components/layout/NotFoundMessage.tsx): the site's
// base path and the messages' titles come from the script element's own attributes.
import type { DataAttribute } from '../data-attributes';
import { markNotFound, notFoundScriptAttributes as a, type NotFoundTitles } from '../not-found';

const read = (attribute: DataAttribute) => document.currentScript?.getAttribute(attribute);
markNotFound(read(a.basePath) ?? '', JSON.parse(read(a.titles) ?? '{}') as NotFoundTitles);
