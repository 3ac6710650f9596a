// Inline at the end of every page's <body>, put there by the post-build step (lib/build/finalize-html.ts)
// with the scripts to request in its own attribute.
import { loadAfterFirstPaint } from '../startup-loader';

if (document.currentScript) loadAfterFirstPaint(document.currentScript);
