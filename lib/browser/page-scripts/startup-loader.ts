// Inline at the end of every page's <body>, put there by the post-build step (lib/build/finalize-html.ts)
// with the scripts to request in its own attribute.
import { loadAfterFirstPaint, STARTUP_SCRIPTS_ATTRIBUTE } from '../startup-loader';

loadAfterFirstPaint(JSON.parse(document.currentScript?.getAttribute(STARTUP_SCRIPTS_ATTRIBUTE) ?? '[]') as string[]);
