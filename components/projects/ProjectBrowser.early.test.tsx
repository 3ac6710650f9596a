import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adoptEarly } from '@/lib/early-island';
import { prerender } from '@/lib/test/prerender';
import {
  chooseThenGoBack,
  isOpen,
  projectList as list,
  tagButton,
  titles,
  toggle,
  typeRadio,
} from '@/lib/test/project-list';

// The list's pre-rendered HTML with its early script run (lib/early-filter.ts), then taken over by React.
describe('the project list before React runs', () => {
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

  it('follows Back between its own entries', async () => {
    prerender(list);
    await chooseThenGoBack();
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
