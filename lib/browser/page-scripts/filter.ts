// The project filter's script (and the notes' list's, which filters by tags with the same rule): inline
// after the site script on the pages that render a list, run by the navigation script when a client-side
// navigation brings one (lib/browser/control-scripts.ts). It owns the list for the page's whole life.
import { bindFilters, installFilter } from '../filter-controller';
import { bindAsParsed } from '../parsed';

installFilter();
bindAsParsed(() => bindFilters());
