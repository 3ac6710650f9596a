import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counterText } from '@/lib/browser/carousel';
import { ProjectCarousel } from './ProjectCarousel';
import { testImage } from '@/lib/test/fixtures';
import { prerender } from '@/lib/test/prerender';

const images = ['a', 'b', 'c'].map(testImage);
const visibleAlt = () => screen.getByRole('img').getAttribute('alt');
/** The carousel as a page has it: pre-rendered, the site script bound to it. */
const render = (element: React.ReactElement) => prerender(element);

describe('the carousel', () => {
  it('shows the first image and where it stands', () => {
    render(<ProjectCarousel images={images} title="Démo" />);
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
  });

  it('wraps from the last image to the first with "next"', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel images={images} title="Démo" />);
    const next = screen.getByRole('button', { name: 'Image suivante' });
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
  });

  it('wraps from the first image to the last with "previous"', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel images={images} title="Démo" />);
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
  });

  it('follows the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel images={images} title="Démo" />);
    screen.getByRole('button', { name: 'Image suivante' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 2 sur 3')).toBeInTheDocument();
  });

  it('has no buttons for a single image', () => {
    render(<ProjectCarousel images={[testImage('seule')]} title="Démo" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 1 sur 1');
  });
});

const next = () => screen.getByRole('button', { name: 'Image suivante' });
const previous = () => screen.getByRole('button', { name: 'Image précédente' });
const carousel = <ProjectCarousel images={images} title="Démo" />;
// jsdom has no PointerEvent: a mouse event that says it comes from a finger.
const finger = (type: string, clientX: number) =>
  Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY: 100 }), { pointerType: 'touch' });

describe('the carousel before and after React runs', () => {
  it('has disabled buttons without JavaScript', () => {
    prerender(carousel, { javaScript: false });
    expect(next()).toBeDisabled();
    expect(previous()).toBeDisabled();
  });

  it('moves with a swipe, not with a mouse drag', () => {
    prerender(carousel);
    const track = screen.getByRole('img').closest('figure')!.parentElement!;
    fireEvent(track, finger('pointerdown', 300));
    fireEvent(track, finger('pointerup', 100));
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    fireEvent(track, finger('pointerdown', 100));
    fireEvent(track, finger('pointerup', 300));
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    const mouse = (type: string, clientX: number) => Object.assign(finger(type, clientX), { pointerType: 'mouse' });
    fireEvent(track, mouse('pointerdown', 300));
    fireEvent(track, mouse('pointerup', 100));
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
  });

  it('hydrates at the image it shows, with no mismatch, and goes on one image per press', async () => {
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const page = prerender(carousel);
    await user.click(previous());
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
    page.hydrate();
    expect(page.hydrationErrors).toEqual([]);
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
    expect(screen.getByText(counterText(2, 3))).toBeInTheDocument();
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText(counterText(0, 3))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('finishes a swipe begun before React took over', () => {
    const page = prerender(carousel);
    const track = screen.getByRole('img').closest('figure')!.parentElement!;
    fireEvent(track, finger('pointerdown', 300));
    page.hydrate();
    fireEvent(track, finger('pointerup', 100));
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
  });

  it('still moves with its parts wrapped in elements of their own', async () => {
    const user = userEvent.setup();
    const page = prerender(carousel);
    // What an owner's markup may do: the images and each button wrapped, the counter nested deeper.
    for (const part of page.container.querySelectorAll('[data-carousel-track], [data-carousel-step], [data-carousel-counter]')) {
      const wrapper = document.createElement('div');
      part.replaceWith(wrapper);
      wrapper.append(part);
    }
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    expect(screen.getByText(counterText(1, 3))).toBeInTheDocument();
    await user.click(previous());
    await user.click(previous());
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
  });
});
