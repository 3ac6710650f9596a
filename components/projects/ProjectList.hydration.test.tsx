import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { dataProps, selector } from '@/lib/browser/data-attributes';
import { filterAttributes } from '@/lib/browser/filter-attributes';
import { countIfChosen, emptyFilter } from '@/lib/browser/filters';
import { prerender } from '@/lib/test/prerender';
import {
  chooseThenGoBack,
  isOpen,
  projectList as list,
  projects,
  tagButton,
  technologies,
  titles,
  toggle,
  typeRadio,
} from '@/lib/test/project-list';
import { ProjectCard } from './ProjectCard';
import { ProjectFilters } from './ProjectFilters';
import { ProjectGrid } from './ProjectGrid';

// The list's pre-rendered HTML as a visitor gets it: the filter's script owns it from the first paint, and
// keeps owning it once React has hydrated the page, which renders none of it.
describe('the project list before and after React runs', () => {
  beforeEach(() => window.history.replaceState(null, '', '/projets'));

  it('keeps the choices disabled without JavaScript, while the panel still opens natively', async () => {
    prerender(list, { javaScript: false });
    await userEvent.setup().click(toggle());
    expect(isOpen()).toBe(true);
    expect(typeRadio('Professionnel')).toBeDisabled();
    expect(tagButton('PHP')).toBeDisabled();
  });

  it('applies a shared address as soon as the list is parsed, with the panel open', () => {
    window.history.replaceState(null, '', '/projets?type=universitaire&tags=PHP,Inconnu');
    prerender(list);
    expect(isOpen()).toBe(true);
    expect(titles()).toEqual(['Quiz']);
    expect(typeRadio('Universitaire')).toBeChecked();
    expect(tagButton('PHP')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows Back between its own entries', async () => {
    prerender(list);
    await chooseThenGoBack();
  });

  it('hydrates without a mismatch over what the visitor chose, and goes on filtering with one entry per press', async () => {
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const page = prerender(list);
    await user.click(toggle());
    await user.click(tagButton('HTML'));
    await user.click(typeRadio('Universitaire'));
    page.hydrate();
    expect(page.hydrationErrors).toEqual([]);
    expect(isOpen()).toBe(true);
    expect(titles()).toEqual(['Quiz', 'Jeu']);
    expect(screen.getByRole('status')).toHaveTextContent('2 projets sur 3');
    expect(tagButton('HTML')).toHaveAttribute('aria-pressed', 'true');
    const push = jest.spyOn(window.history, 'pushState');
    await user.click(tagButton('PHP'));
    expect(titles()).toEqual(['Quiz']);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire&tags=HTML,PHP');
    expect(errors).not.toHaveBeenCalled();
    push.mockRestore();
    errors.mockRestore();
  });

  it('hydrates a shared filtered address without a mismatch', () => {
    window.history.replaceState(null, '', '/projets?tags=PHP,React');
    const page = prerender(list);
    page.hydrate();
    expect(page.hydrationErrors).toEqual([]);
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun projet ne correspond a ce filtre.');
  });
});

describe('a restyled project list', () => {
  beforeEach(() => window.history.replaceState(null, '', '/projets'));

  /** The list as an owner may compose it: the panel and the card grid each wrapped in elements of their own. */
  const Wrap = ({ children }: { children: ReactNode }) => (
    <section>
      <div className="wrapper">{children}</div>
    </section>
  );
  const wrapped = (
    <div {...dataProps(filterAttributes.root)}>
      <Wrap>
        <ProjectFilters locale="fr" technologies={technologies} counts={countIfChosen(projects, emptyFilter, technologies.map((t) => t.label))} />
      </Wrap>
      <Wrap>
        <ProjectGrid
          locale="fr"
          entries={projects.map((project) => ({
            ...project,
            card: <ProjectCard locale="fr" project={project} technologies={technologies} />,
          }))}
        />
      </Wrap>
    </div>
  );

  it('still filters, before and after React runs, with the grid wrapped', async () => {
    const user = userEvent.setup();
    const page = prerender(wrapped);
    await user.click(toggle());
    await user.click(tagButton('JavaScript'));
    expect(titles()).toEqual(['Boutique', 'Jeu']);
    page.hydrate();
    expect(page.hydrationErrors).toEqual([]);
    await user.click(typeRadio('Universitaire'));
    expect(titles()).toEqual(['Jeu']);
    expect(screen.getByRole('status')).toHaveTextContent('1 projet sur 3');
  });

  it('still filters and counts with a choice’s label and count wrapped in elements of their own', async () => {
    const user = userEvent.setup();
    const page = prerender(list);
    // What an owner's markup may do to a choice: its parts moved into spans, its count nested deeper.
    for (const choice of page.container.querySelectorAll(selector(filterAttributes.choice))) {
      const inner = document.createElement('span');
      inner.append(...choice.childNodes);
      const outer = document.createElement('span');
      outer.append(inner);
      choice.append(outer);
    }
    await user.click(toggle());
    await user.click(tagButton('HTML'));
    expect(titles()).toEqual(['Quiz', 'Jeu']);
    expect(tagButton('PHP')).toHaveAccessibleName('PHP (1 projet)');
    await user.click(typeRadio('Professionnel'));
    expect(titles()).toEqual([]);
    expect(typeRadio('Universitaire')).toHaveAccessibleName('Universitaire (2 projets)');
  });
});
