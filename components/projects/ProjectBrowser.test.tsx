import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectSummary } from '@/lib/projects';
import { ProjectList } from './ProjectList';
import { testProject, testTechnologies } from '@/components/shared/test-fixtures';
import { prerender } from '@/components/shared/test-prerender';
import { adoptEarly } from '@/lib/early-island';

const projects: ProjectSummary[] = [
  testProject('Boutique', 'professionnel', ['React', 'JavaScript']),
  testProject('Quiz', 'universitaire', ['PHP', 'HTML', 'CSS', 'SQL']),
  testProject('Jeu', 'universitaire', ['JavaScript', 'HTML', 'CSS']),
];
const technologies = testTechnologies(['HTML', 'CSS', 'JavaScript', 'PHP', 'SQL', 'React', 'Figma']);

function renderAt(query: string) {
  window.history.replaceState(null, '', `/projets${query}`);
  render(<ProjectList projects={projects} technologies={technologies} />);
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
// Each choice's name ends with its count: "PHP (1 projet)".
const nameOf = (label: string, count = '.*') => new RegExp(`^${label} \\(${count}\\)$`);
const named = (label: string) => ({ name: nameOf(label) });
const tagButton = (label: string) => screen.getByRole('button', named(label));
const typeRadio = (label: string) => screen.getByRole('radio', named(label));
// The toggle is a <summary> holding both labels; CSS, which jsdom does not apply, shows the one of its
// state (the end-to-end tests check which one is shown).
const toggle = () => screen.getByText('Afficher les filtres').closest('summary')!;
const isOpen = () => toggle().closest('details')!.open;
const typeGroup = () => screen.getByRole('group', { name: 'Type de projet', hidden: true });

describe('the project list', () => {
  it('shows every project with the panel closed by default', () => {
    renderAt('');
    expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']);
    expect(isOpen()).toBe(false);
    expect(typeGroup()).not.toBeVisible();
  });

  it('opens and closes the panel on each click', async () => {
    const user = userEvent.setup();
    renderAt('');
    await user.click(toggle());
    expect(isOpen()).toBe(true);
    expect(typeGroup()).toBeVisible();
    expect(typeRadio('Tous les types')).toBeChecked();
    expect(typeRadio('Tous les types')).toHaveAttribute('value', '');
    await user.click(toggle());
    expect(isOpen()).toBe(false);
    expect(typeGroup()).not.toBeVisible();
  });

  it('shows the filtered list of a shared address, with the panel open', () => {
    renderAt('?type=universitaire&tags=PHP,SQL');
    expect(isOpen()).toBe(true);
    expect(titles()).toEqual(['Quiz']);
    expect(typeRadio('Universitaire')).toBeChecked();
    expect(tagButton('PHP')).toHaveAttribute('aria-pressed', 'true');
    expect(tagButton('React')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when no project matches', () => {
    renderAt('?tags=PHP,React');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun projet ne correspond a ce filtre.');
  });

  it('writes each change to the address as a new history entry, and combines type and tags', async () => {
    const user = userEvent.setup();
    const push = jest.spyOn(window.history, 'pushState');
    renderAt('');
    await user.click(toggle());
    await user.click(typeRadio('Universitaire'));
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire');
    expect(typeRadio('Universitaire')).toBeChecked();
    expect(titles()).toEqual(['Quiz', 'Jeu']);
    await user.click(tagButton('SQL'));
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire&tags=SQL');
    expect(tagButton('SQL')).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Quiz']);
    await user.click(tagButton('React'));
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire&tags=SQL,React');
    expect(titles()).toEqual([]);
    await user.click(typeRadio('Tous les types'));
    expect(push).toHaveBeenLastCalledWith(null, '', '?tags=SQL,React');
    expect(push).toHaveBeenCalledTimes(4);
    push.mockRestore();
  });

  it('follows the address when the visitor goes back and forward', async () => {
    const user = userEvent.setup();
    renderAt('');
    await user.click(toggle());
    await user.click(tagButton('PHP'));
    expect(titles()).toEqual(['Quiz']);
    act(() => window.history.back());
    await waitFor(() => expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']));
    expect(tagButton('PHP')).toHaveAttribute('aria-pressed', 'false');
    act(() => window.history.forward());
    await waitFor(() => expect(titles()).toEqual(['Quiz']));
  });

  it('shows and hides the same cards rather than drawing them again', async () => {
    const user = userEvent.setup();
    renderAt('');
    const quiz = screen.getByRole('heading', { name: 'Quiz' }).closest('article');
    await user.click(toggle());
    await user.click(tagButton('React'));
    expect(titles()).toEqual(['Boutique']);
    expect(quiz).not.toBeVisible();
    await user.click(tagButton('React'));
    expect(screen.getByRole('heading', { name: 'Quiz' }).closest('article')).toBe(quiz);
    expect(quiz).toBeVisible();
  });

  describe('the count beside each choice', () => {
    /** What each choice shows, as the eye reads it: "React · 2" (the flex gap spaces the parts). */
    const shown = (role: 'radio' | 'button') =>
      screen.getAllByRole(role).flatMap((control) => {
        const text = (role === 'radio' ? control.closest('label')! : control).textContent!;
        return text.includes('·') ? [text.replace(/\s*\(.*$/, '').replace(/\s*·\s*/, ' · ')] : [];
      });

    it('says how many projects each choice would leave, for the eye and in each name', async () => {
      renderAt('');
      await userEvent.setup().click(toggle());
      expect(shown('radio')).toEqual([
        'Tous les types · 3',
        'Professionnel · 1',
        'Universitaire · 2',
        'Personnel · 0',
      ]);
      expect(shown('button')).toEqual([
        'HTML · 2',
        'CSS · 2',
        'JavaScript · 2',
        'PHP · 1',
        'SQL · 1',
        'React · 1',
        'Figma · 0',
      ]);
      expect(tagButton('HTML')).toHaveAccessibleName(nameOf('HTML', '2 projets'));
      expect(tagButton('PHP')).toHaveAccessibleName(nameOf('PHP', '1 projet'));
      expect(typeRadio('Personnel')).toHaveAccessibleName(nameOf('Personnel', 'aucun projet'));
    });

    it('follows the selection: each count keeps the other choices', async () => {
      const user = userEvent.setup();
      renderAt('');
      await user.click(toggle());
      await user.click(tagButton('JavaScript'));
      // Pressed, JavaScript counts what is visible; each other tag, what adding it would leave.
      expect(shown('button')).toEqual([
        'HTML · 1',
        'CSS · 1',
        'JavaScript · 2',
        'PHP · 0',
        'SQL · 0',
        'React · 1',
        'Figma · 0',
      ]);
      expect(shown('radio')).toEqual([
        'Tous les types · 2',
        'Professionnel · 1',
        'Universitaire · 1',
        'Personnel · 0',
      ]);
      await user.click(typeRadio('Universitaire'));
      expect(tagButton('React')).toHaveAccessibleName(nameOf('React', 'aucun projet'));
      expect(typeRadio('Tous les types')).toHaveAccessibleName(nameOf('Tous les types', '2 projets'));
    });

    it('leaves a choice with no project in place and usable, which then says so in the list', async () => {
      const user = userEvent.setup();
      renderAt('?tags=PHP');
      const react = tagButton('React');
      expect(react).toHaveAccessibleName(nameOf('React', 'aucun projet'));
      expect(react).toBeEnabled();
      await user.click(react);
      expect(react).toHaveAttribute('aria-pressed', 'true');
      expect(titles()).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent('Aucun projet ne correspond a ce filtre.');
    });
  });

  describe('before React runs', () => {
    const list = <ProjectList projects={projects} technologies={technologies} />;

    /**
     * What a visitor and React see of a rendered list: each element with its attributes, whether a
     * radio is checked, and its own text, comments dropped. Left aside: the island's generated id, and
     * whether the panel is open, which the visitor decides.
     */
    function shape(root: Element): string[] {
      return [...root.querySelectorAll('*')].filter((element) => element.tagName !== 'SCRIPT').map((element) => {
        const attributes = [...element.attributes]
          .filter((attribute) => !['checked', 'open'].includes(attribute.name))
          .filter((attribute) => !(element === root.firstElementChild && attribute.name === 'id'))
          .map((attribute) => `${attribute.name}="${attribute.value}"`)
          .sort();
        const checked = element instanceof HTMLInputElement ? ` checked=${element.checked}` : '';
        const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
        return `${element.tagName} ${attributes.join(' ')}${checked} ${text}`;
      });
    }

    /** The list as React renders it for the current address, in a container of its own. */
    function renderedByReact(): string[] {
      const { container, unmount } = render(list, { container: document.body.appendChild(document.createElement('div')) });
      const result = shape(container);
      unmount();
      container.remove();
      return result;
    }

    beforeEach(() => window.history.replaceState(null, '', '/projets'));

    it('keeps the choices disabled without JavaScript, while the panel still opens natively', async () => {
      prerender(list, { javaScript: false });
      await userEvent.setup().click(toggle());
      expect(isOpen()).toBe(true);
      expect(typeRadio('Professionnel')).toBeDisabled();
      expect(tagButton('PHP')).toBeDisabled();
    });

    it('filters from the first paint, writing what React renders for the same address', async () => {
      const user = userEvent.setup();
      const page = prerender(list);
      await user.click(toggle());
      expect(tagButton('PHP')).toBeEnabled();
      await user.click(tagButton('JavaScript'));
      expect(window.location.search).toBe('?tags=JavaScript');
      expect(titles()).toEqual(['Boutique', 'Jeu']);
      expect(shape(page.container)).toEqual(renderedByReact());
      await user.click(typeRadio('Universitaire'));
      expect(window.location.search).toBe('?type=universitaire&tags=JavaScript');
      expect(titles()).toEqual(['Jeu']);
      expect(shape(page.container)).toEqual(renderedByReact());
      await user.click(tagButton('React'));
      expect(screen.getByRole('status')).toHaveTextContent('Aucun projet ne correspond a ce filtre.');
      expect(shape(page.container)).toEqual(renderedByReact());
      await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
      expect(window.location.search).toBe('');
      expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']);
      expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).toBeNull();
      expect(shape(page.container)).toEqual(renderedByReact());
    });

    it('applies a shared address as soon as the list is parsed, with the panel open', () => {
      window.history.replaceState(null, '', '/projets?type=universitaire&tags=PHP,Inconnu');
      const page = prerender(list);
      expect(isOpen()).toBe(true);
      expect(titles()).toEqual(['Quiz']);
      expect(shape(page.container)).toEqual(renderedByReact());
    });

    it('follows Back and Forward between its own entries', async () => {
      const user = userEvent.setup();
      prerender(list);
      await user.click(toggle());
      await user.click(tagButton('PHP'));
      expect(titles()).toEqual(['Quiz']);
      act(() => window.history.back());
      await waitFor(() => expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']));
      expect(tagButton('PHP')).toHaveAttribute('aria-pressed', 'false');
    });

    it('is taken over by React with the filter it shows, with no mismatch, the panel left open', async () => {
      const errors = jest.spyOn(console, 'error');
      const user = userEvent.setup();
      const page = prerender(list);
      await user.click(toggle());
      await user.click(tagButton('HTML'));
      await user.click(typeRadio('Universitaire'));
      page.hydrate();
      expect(isOpen()).toBe(true);
      expect(titles()).toEqual(['Quiz', 'Jeu']);
      expect(tagButton('HTML')).toHaveAttribute('aria-pressed', 'true');
      expect(errors).not.toHaveBeenCalled();
      // The script has stopped: React alone answers, one change per press.
      const push = jest.spyOn(window.history, 'pushState');
      await user.click(tagButton('PHP'));
      expect(titles()).toEqual(['Quiz']);
      expect(push).toHaveBeenCalledTimes(1);
      expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire&tags=HTML,PHP');
      push.mockRestore();
      errors.mockRestore();
    });

    it('applies a choice made after React rendered the list and before React committed', async () => {
      const errors = jest.spyOn(console, 'error');
      const user = userEvent.setup();
      const page = prerender(list);
      await user.click(toggle());
      // React has rendered the list from the script's filter and is hydrating: the script only keeps the choice.
      adoptEarly(page.container.firstElementChild!.id);
      await user.click(tagButton('PHP'));
      expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']);
      page.hydrate();
      await waitFor(() => expect(titles()).toEqual(['Quiz']));
      expect(window.location.search).toBe('?tags=PHP');
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    });
  });
});
