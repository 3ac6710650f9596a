// Inline at the end of every page's <body>, put there by the post-build step (lib/build/finalize-html.ts)
// with the scripts to request in its own attribute.
import { loadAfterFirstPaint, STARTUP_SCRIPTS_ATTRIBUTE } from '../startup-loader';

const own = document.currentScript;
if (own) loadAfterFirstPaint(JSON.parse(own.getAttribute(STARTUP_SCRIPTS_ATTRIBUTE) ?? '[]') as string[], own);
