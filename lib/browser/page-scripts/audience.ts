// The audience script, inline in <head> after the site script (and the controls' scripts), on every page
// of a site whose owner names a measurement service (content/site.ts `audience`); the post-build step
// writes none otherwise (lib/build/finalize-html.ts). Its own <script> carries its settings. It sends
// each page view to that service's event API itself (no script of the service is ever loaded), unless
// the browser (Global Privacy Control, Do Not Track) or the visitor (the legal notice's switch) refuses.
import { installAudience } from '../audience/measurement';
import { AUDIENCE_ATTRIBUTE, type AudienceConfig } from '../audience/settings';

const settings = document.currentScript?.getAttribute(AUDIENCE_ATTRIBUTE);
if (settings) installAudience(JSON.parse(settings) as AudienceConfig);
