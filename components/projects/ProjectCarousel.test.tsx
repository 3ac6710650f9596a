import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counterText, earlyCarousel } from '@/lib/early-carousel';
import { ProjectCarousel } from './ProjectCarousel';
import { testImage } from '@/lib/test/fixtures';
import { prerender } from '@/lib/test/prerender';

const images = ['a', 'b', 'c'].map(testImage);
const visibleAlt = () => screen.getByRole('img').getAttribute('alt');

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

describe('the carousel before React', () => {
  it('has disabled buttons without JavaScript', () => {
    prerender(carousel, { javaScript: false });
    expect(next()).toBeDisabled();
    expect(previous()).toBeDisabled();
  });

  it('moves with its buttons, wrapping at both ends, as the component does', async () => {
    const user = userEvent.setup();
    prerender(carousel);
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText(counterText(1, 3))).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    await user.click(next());
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    await user.click(previous());
    expect(screen.getByText(counterText(2, 3))).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
  });

  it('follows the arrow keys', async () => {
    const user = userEvent.setup();
    prerender(carousel);
    next().focus();
    await user.keyboard('{ArrowLeft}');
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
  });

  it('is taken over by React at the image it shows, with no mismatch and one move per press', async () => {
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const page = prerender(carousel);
    await user.click(previous());
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
    page.hydrate();
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
    expect(errors).not.toHaveBeenCalled();
    // The script has stopped: React alone moves the carousel, one image per press.
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText(counterText(0, 3))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    errors.mockRestore();
  });

  it('applies a press made after React rendered it and before React committed, once', async () => {
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const page = prerender(carousel);
    // React has rendered the carousel from the script's state and is hydrating: the DOM must stay as
    // the script left it, so the script only records the press.
    earlyCarousel.adopt(page.container.querySelector('section')!.id);
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    page.hydrate();
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    expect(screen.getByText(counterText(1, 3))).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
    errors.mockRestore();
  });

  it('finishes a swipe begun before React took over', () => {
    const page = prerender(carousel);
    const images = screen.getByRole('img').closest('figure')!.parentElement!;
    // jsdom has no PointerEvent: a mouse event that says it comes from a finger.
    const finger = (type: string, clientX: number) =>
      Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY: 100 }), { pointerType: 'touch' });
    fireEvent(images, finger('pointerdown', 300));
    page.hydrate();
    fireEvent(images, finger('pointerup', 100));
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
  });
});
