import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTER_ENTRY_KEY } from '@/lib/browser/filter-controller';
import { filterAttributes } from '@/lib/browser/filter-attributes';
import { projectCount, resultText } from '@/lib/browser/filters';
import { projectTypeLabel } from '@/lib/content/project-types';
import { messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/i18n/routes';
import {
  chooseThenGoBack,
  isOpen,
  nameOf,
  renderAt,
  tagButton,
  titles,
  toggle,
  typeGroup,
  typeRadio,
} from '@/lib/test/project-list';

describe('the project list, run by the filter’s script', () => {
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
    renderAt('');
    await chooseThenGoBack();
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
});

describe('the project list in English', () => {
  const texts = { ...messages('en').projectList, ...messages('en').projectCounts };
  const university = projectTypeLabel('universitaire', 'en');

  it('writes its labels and counts in English, before and after a choice', async () => {
    const user = userEvent.setup();
    renderAt('', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(resultText('en', 3, 3));
    await user.click(toggle('en'));
    expect(isOpen('en')).toBe(true);
    expect(typeGroup('en')).toBeVisible();
    expect(typeRadio(texts.allTypes)).toBeChecked();
    expect(typeRadio(university)).toHaveAccessibleName(nameOf(university, projectCount('en', 2)));
    expect(tagButton('PHP')).toHaveAccessibleName(nameOf('PHP', projectCount('en', 1)));
    expect(tagButton('Figma')).toHaveAccessibleName(nameOf('Figma', texts.noProject));
    await user.click(typeRadio(university));
    expect(titles()).toEqual(['Quiz', 'Jeu']);
    expect(screen.getByRole('status')).toHaveTextContent(resultText('en', 2, 3));
    expect(tagButton('React')).toHaveAccessibleName(nameOf('React', texts.noProject));
    expect(screen.getByRole('button', { name: texts.reset })).toBeVisible();
  });

  it('says so in English when no project matches', () => {
    renderAt('?tags=PHP,React', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(texts.empty);
  });

  it('links each card to its English page', () => {
    renderAt('', 'en');
    expect(screen.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/en/projects/quiz');
    expect(screen.getAllByText(projectTypeLabel('professionnel', 'en'))).not.toHaveLength(0);
  });
});

describe('the language switch on the list', () => {
  /** The header's link to the other language's list (components/layout/LanguageSwitch.tsx). */
  let link: HTMLAnchorElement;
  beforeEach(() => {
    link = document.body.appendChild(document.createElement('a'));
    link.href = pagePath('en', { page: 'projects' });
    link.toggleAttribute(filterAttributes.languageLink, true);
  });
  afterEach(() => link.remove());
  const carried = () => `${link.pathname}${link.search}`;
  const english = (query: string) => `${pagePath('en', { page: 'projects' })}${query}`;

  it('carries the filter of a shared address, as the list reads it', () => {
    renderAt('?type=universitaire&tags=PHP,Inconnu');
    expect(carried()).toBe(english('?type=universitaire&tags=PHP'));
  });

  it('follows each choice, Back, Forward and the reset', async () => {
    const user = userEvent.setup();
    renderAt('');
    expect(carried()).toBe(english(''));
    await user.click(toggle());
    await user.click(tagButton('PHP'));
    expect(carried()).toBe(english('?tags=PHP'));
    await user.click(typeRadio('Universitaire'));
    expect(carried()).toBe(english('?type=universitaire&tags=PHP'));
    act(() => window.history.back());
    await waitFor(() => expect(carried()).toBe(english('?tags=PHP')));
    act(() => window.history.forward());
    await waitFor(() => expect(carried()).toBe(english('?type=universitaire&tags=PHP')));
    await user.click(screen.getByRole('button', { name: messages('fr').projectList.reset }));
    expect(carried()).toBe(english(''));
  });
});

describe('the address while Next’s router renders', () => {
  // jsdom has no Navigation API: the tests stand in for it, and for the history writes of Next's router.
  let navigation: EventTarget;
  beforeEach(() => {
    navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  });
  afterEach(() => delete (window as { navigation?: unknown }).navigation);

  /** Next's router writes over the current entry (at the end of its hydration: the address it read when it began). */
  function routerWrites(address: string) {
    const from = { url: window.location.href };
    act(() => {
      window.history.replaceState({ [ROUTER_ENTRY_KEY]: true }, '', address);
      navigation.dispatchEvent(Object.assign(new Event('currententrychange'), { navigationType: 'replace', from }));
    });
  }

  /** The browser tells of a Back or a Forward (jsdom's history moves, but tells no Navigation API). */
  const traversed = () => act(() => void navigation.dispatchEvent(Object.assign(new Event('currententrychange'), { navigationType: 'traverse' })));

  it('keeps a choice made before hydration ended', async () => {
    const user = userEvent.setup();
    renderAt('');
    const unfiltered = window.location.href;
    await user.click(toggle());
    await user.click(tagButton('PHP'));
    routerWrites(unfiltered);
    expect(window.location.search).toBe('?tags=PHP');
    expect(titles()).toEqual(['Quiz']);
  });

  it('keeps a Back pressed before hydration ended', async () => {
    renderAt('');
    await chooseThenGoBack();
    routerWrites('?tags=PHP');
    expect(window.location.search).toBe('');
    expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']);
  });

  it('keeps a Back pressed while the router still renders the choice before it', async () => {
    const user = userEvent.setup();
    renderAt('');
    await user.click(toggle());
    await user.click(tagButton('PHP'));
    // Its hydration ends on the chosen address; then the visitor goes back to the entry it never wrote.
    routerWrites(window.location.href);
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    traversed();
    routerWrites('?tags=PHP');
    expect(window.location.search).toBe('');
    expect(titles()).toEqual(['Boutique', 'Quiz', 'Jeu']);
  });

  it('leaves the router’s later writes alone', () => {
    renderAt('');
    routerWrites(window.location.href);
    routerWrites('?tags=SQL');
    expect(window.location.search).toBe('?tags=SQL');
    expect(titles()).toEqual(['Quiz']);
  });
});
