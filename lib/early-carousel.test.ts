import { createElement } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ProjectCarousel } from '@/components/projects/ProjectCarousel';
import { testImage } from '@/components/shared/test-fixtures';
import { counterText } from './early-carousel';

const images = ['a', 'b', 'c'].map(testImage);
const carousel = () => createElement(ProjectCarousel, { images, title: 'Démo' });
const next = () => screen.getByRole('button', { name: 'Image suivante' });
const previous = () => screen.getByRole('button', { name: 'Image précédente' });
const shownAlt = () => screen.getByRole('img').getAttribute('alt');

/** The pre-rendered carousel, as the browser has it before Next's scripts: its inline script run or not. */
function prerender({ runScript }: { runScript: boolean }) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(carousel());
  // Inserted as HTML, the script did not run; run it as the parser would have.
  if (runScript) new Function(container.querySelector('script')!.textContent!)();
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('the carousel before React', () => {
  it('has disabled buttons when its script cannot run', () => {
    prerender({ runScript: false });
    expect(next()).toBeDisabled();
    expect(previous()).toBeDisabled();
  });

  it('moves with its buttons, wrapping at both ends, as the component does', async () => {
    const user = userEvent.setup();
    prerender({ runScript: true });
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText(counterText(1, 3))).toBeInTheDocument();
    expect(shownAlt()).toBe('Démo, capture 2 sur 3');
    await user.click(next());
    await user.click(next());
    expect(shownAlt()).toBe('Démo, capture 1 sur 3');
    await user.click(previous());
    expect(screen.getByText(counterText(2, 3))).toBeInTheDocument();
    expect(shownAlt()).toBe('Démo, capture 3 sur 3');
  });

  it('follows the arrow keys', async () => {
    const user = userEvent.setup();
    prerender({ runScript: true });
    next().focus();
    await user.keyboard('{ArrowLeft}');
    expect(shownAlt()).toBe('Démo, capture 3 sur 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownAlt()).toBe('Démo, capture 2 sur 3');
  });

  it('is taken over by React at the image it shows, with no mismatch and one move per press', async () => {
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const container = prerender({ runScript: true });
    await user.click(previous());
    expect(shownAlt()).toBe('Démo, capture 3 sur 3');
    await act(async () => void hydrateRoot(container, carousel()));
    expect(shownAlt()).toBe('Démo, capture 3 sur 3');
    expect(errors).not.toHaveBeenCalled();
    // The script has stopped: React alone moves the carousel, one image per press.
    await user.click(next());
    expect(shownAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText(counterText(0, 3))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Démo, capture 2 sur 3');
    errors.mockRestore();
  });
});
