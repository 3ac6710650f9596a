// The carousels' script: inline after the site script on the pages that render a carousel (a project's),
// run by the navigation script when a client-side navigation brings one (lib/browser/control-scripts.ts).
import { bindCarousels, installCarousel } from '../carousel-controller';
import { bindAsParsed } from '../parsed';

installCarousel();
bindAsParsed(() => bindCarousels());
