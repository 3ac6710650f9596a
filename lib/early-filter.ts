import type { Project } from '@/lib/content/content-schema';
import { adoptEarly, earlyScript, releaseEarly, type EarlyIsland } from './early-island';
import type { FilterState } from '@/lib/browser/filters';

/** What the filter's early script needs besides the DOM: the projects in card order, the technologies in button order, the classes it writes. */
export type EarlyFilterData = {
  projects: Pick<Project, 'type' | 'tags'>[];
  technologies: string[];
  /** CSS Module classes: a choice that leaves nothing, the count above the cards, the empty list's message. */
  classes: { none: string; count: string; empty: string };
};

/**
 * The early script (lib/early-island.ts) of the project filter: it enables the choices and filters the
 * list as the component does (lib/browser/filters.ts) before React runs: the type radios, the technology
 * buttons and "Effacer les filtres" show and hide the cards, write each choice's count, the count above
 * the cards and the pressed states, and put the filter in the address as a new history entry, so that
 * a shared link or Back finds it. It applies a filtered address as soon as the list is parsed, with the
 * panel open. It hands over the filter it shows as React adopts it; until React commits, it only keeps
 * track of the choices made, and hands the filter they give over. Without scripts, the choices stay
 * disabled.
 * The component's tests check that the DOM it writes is, to the attribute, the one React renders.
 */
export function earlyFilterScript(id: string, { projects, technologies, classes }: EarlyFilterData): string {
  const data = {
    // Each project's type, and its tags as positions among the technologies (-1: not a filter choice).
    p: projects.map((project) => [project.type, project.tags.map((tag) => technologies.indexOf(tag))]),
    t: technologies,
    c: classes,
  };
  // React starts from the filter the page shows (`w`), then applies the one chosen since (`s`).
  const handOver = (filter: string) => `e.detail.type=${filter}.type;e.detail.tags=${filter}.tags.map(function(i){return T[i]})`;
  return earlyScript(
    id,
    handOver('w'),
    handOver('s'),
    `var D=${JSON.stringify(data)},P=D.p,T=D.t,C=D.c,s={type:"",tags:[]},w=s,` +
      'd=c.querySelector("details"),R=d.querySelectorAll("input[name=type]"),B=d.querySelectorAll("button[aria-pressed]"),' +
      'x=c.querySelector("button[data-reset]"),st=c.querySelector("p[role=status]"),' +
      'g=st.nextElementSibling,L=g.children;' +
      // lib/browser/filters.ts: matchesFilter, projectCount, parseFilter, serializeFilter.
      'function ok(p,type,tags){if(type&&p[0]!==type)return false;' +
      'for(var i=0;i<tags.length;i++)if(p[1].indexOf(tags[i])<0)return false;return true}' +
      'function n(type,tags){var k=0;for(var i=0;i<P.length;i++)if(ok(P[i],type,tags))k++;return k}' +
      'function words(k){return k?k+" projet"+(k>1?"s":""):"aucun projet"}' +
      'function read(){var q=new URLSearchParams(location.search),type=q.get("type")||"",tags=[];' +
      '(q.get("tags")||"").split(",").forEach(function(t){var i=T.indexOf(t.trim());if(i>=0&&tags.indexOf(i)<0)tags.push(i)});' +
      's={type:"",tags:tags};R.forEach(function(r){if(r.value===type)s.type=type})}' +
      'function query(){var q=new URLSearchParams();if(s.type)q.set("type",s.type);' +
      'if(s.tags.length)q.set("tags",s.tags.map(function(i){return T[i]}).join(","));return q.toString().replace(/%2C/g,",")}' +
      // ChoiceCount: the "· 3" span, then the " (3 projets)" one, last in the choice.
      'function mark(e,k){e.classList.toggle(C.none,!k);var h=e.lastElementChild;' +
      'h.textContent=" ("+words(k)+")";h.previousElementSibling.textContent="· "+k}' +
      'function show(){var k=n(s.type,s.tags);w=s;' +
      'R.forEach(function(r){r.checked=r.value===s.type;mark(r.parentNode,n(r.value,s.tags))});' +
      'B.forEach(function(b,i){var p=s.tags.indexOf(i)>=0;b.setAttribute("aria-pressed",p);' +
      'mark(b,n(s.type,p?s.tags:s.tags.concat(i)))});' +
      'for(var i=0;i<L.length;i++)L[i].hidden=!ok(P[i],s.type,s.tags);' +
      'st.className=k?C.count:C.empty;st.textContent=k?words(k)+" sur "+P.length:"Aucun projet ne correspond a ce filtre.";' +
      'g.hidden=!k;x.hidden=!s.type&&!s.tags.length}' +
      // A choice: written and put in the address before React adopts the script, only kept after.
      'function choose(type,tags){if(!live)return;s={type:type,tags:tags};if(!on)return;show();' +
      'var q=query();history.pushState(null,"",q?"?"+q:location.pathname)}' +
      'R.forEach(function(r){r.addEventListener("change",function(){choose(r.value,s.tags)})});' +
      'B.forEach(function(b,i){b.addEventListener("click",function(){' +
      'choose(s.type,s.tags.indexOf(i)>=0?s.tags.filter(function(t){return t!==i}):s.tags.concat(i))})});' +
      'x.addEventListener("click",function(){choose("",[])});' +
      'addEventListener("popstate",function(){if(on){read();show()}});' +
      'c.querySelectorAll("fieldset").forEach(function(f){f.disabled=false});' +
      'read();if(s.type||s.tags.length){show();d.open=true}',
  );
}

const filterFrom = (handedOver: Partial<FilterState> | null): FilterState | null =>
  handedOver ? { type: handedOver.type ?? '', tags: handedOver.tags ?? [] } : null;

/**
 * The filter's early script and its hand-over: the filter it shows as React adopts it, then, as React
 * commits, the filter the choices made since give.
 */
export function earlyFilter(data: EarlyFilterData): EarlyIsland<FilterState, FilterState> {
  return {
    script: (id) => earlyFilterScript(id, data),
    adopt: (id) => filterFrom(adoptEarly<FilterState>(id)),
    release: (id) => filterFrom(releaseEarly<FilterState>(id)),
  };
}
