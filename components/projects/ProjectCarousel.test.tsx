import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counterText, slidePosition } from '@/lib/browser/carousel';
import { carouselAttributes as a } from '@/lib/browser/carousel-attributes';
import { selector } from '@/lib/browser/data-attributes';
import { messages } from '@/lib/i18n/messages';
import { ProjectCarousel } from './ProjectCarousel';
import { testImage } from '@/lib/test/fixtures';
import { prerender } from '@/lib/test/prerender';

const images = ['a', 'b', 'c'].map(testImage);
const visibleAlt = () => screen.getByRole('img').getAttribute('alt');
/** The carousel as a page has it: pre-rendered, its script bound to it. */
const render = (element: React.ReactElement) => prerender(element);

describe('the carousel', () => {
  it('shows the first image and where it stands', () => {
    render(<ProjectCarousel locale="fr" images={images} title="Démo" />);
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
  });

  it('wraps from the last image to the first with "next"', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel locale="fr" images={images} title="Démo" />);
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
    render(<ProjectCarousel locale="fr" images={images} title="Démo" />);
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
  });

  it('follows the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel locale="fr" images={images} title="Démo" />);
    screen.getByRole('button', { name: 'Image suivante' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 2 sur 3')).toBeInTheDocument();
  });

  it('has no buttons for a single image', () => {
    render(<ProjectCarousel locale="fr" images={[testImage('seule')]} title="Démo" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 1 sur 1');
  });
});

const next = () => screen.getByRole('button', { name: 'Image suivante' });
const previous = () => screen.getByRole('button', { name: 'Image précédente' });
const carousel = <ProjectCarousel locale="fr" images={images} title="Démo" />;
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
    expect(screen.getByText(counterText('fr', 2, 3))).toBeInTheDocument();
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText(counterText('fr', 0, 3))).toBeInTheDocument();
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
    for (const part of page.container.querySelectorAll([a.track, a.step, a.counter].map(selector).join(', '))) {
      const wrapper = document.createElement('div');
      part.replaceWith(wrapper);
      wrapper.append(part);
    }
    await user.click(next());
    expect(visibleAlt()).toBe('Démo, capture 2 sur 3');
    expect(screen.getByText(counterText('fr', 1, 3))).toBeInTheDocument();
    await user.click(previous());
    await user.click(previous());
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
  });
});

describe('a carousel with a video', () => {
  const video = {
    sources: [
      { src: '/_media/videos/demo.webm', type: 'video/webm' },
      { src: '/_media/videos/demo.mp4', type: 'video/mp4' },
    ],
    poster: { src: '/_img/affiche-320.webp', width: 320, height: 200 },
    captions: '/_media/videos/demo.vtt',
    index: 1,
  };
  const withVideo = <ProjectCarousel locale="fr" images={['a', 'b'].map(testImage)} title="Démo" video={video} />;
  const videoElement = () => document.querySelector('video')!;
  const counter = (text: string) => screen.getByText(text);
  let pause: jest.SpyInstance;
  // jsdom plays no media: pause is watched, and a video is told to be playing when a test needs it.
  beforeEach(() => (pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})));
  afterEach(() => pause.mockRestore());

  it('shows the video at its place, with its poster, muted, with controls, never autoplaying, loaded on demand', () => {
    prerender(withVideo);
    const element = videoElement();
    expect(element.closest('figure')).toHaveAttribute('aria-label', '2 sur 3');
    expect(element).toHaveAttribute('poster', video.poster.src);
    expect(element).toHaveAttribute('preload', 'none');
    expect(element).toHaveAttribute('controls');
    expect(element.muted || element.hasAttribute('muted')).toBe(true);
    expect(element).not.toHaveAttribute('autoplay');
    expect([...element.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type])).toEqual(
      video.sources.map((source) => [source.src, source.type]),
    );
    const track = element.querySelector('track')!;
    expect([track.kind, track.srclang, track.getAttribute('src')]).toEqual(['captions', 'fr', video.captions]);
    expect(element.closest('figure')).not.toBeVisible();
  });

  it('says "Vidéo" on the video slide, and pauses the video when the visitor moves past it', async () => {
    const user = userEvent.setup();
    prerender(withVideo);
    await user.click(next());
    expect(counter('Vidéo 2 sur 3')).toBeInTheDocument();
    expect(videoElement()).toBeVisible();
    expect(pause).not.toHaveBeenCalled();
    await user.click(next());
    expect(counter('Image 3 sur 3')).toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
    await user.click(next());
    await user.click(previous());
    expect(counter('Image 3 sur 3')).toBeInTheDocument();
    await user.click(previous());
    await user.click(previous());
    expect(counter('Image 1 sur 3')).toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('leaves the arrow keys to the video when it has focus, and moves with them elsewhere in the carousel', async () => {
    const user = userEvent.setup();
    prerender(withVideo);
    await user.click(next());
    // What a focused video receives (jsdom does not focus a <video> as browsers do with controls).
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowLeft']) fireEvent.keyDown(videoElement(), { key });
    expect(counter('Vidéo 2 sur 3')).toBeInTheDocument();
    next().focus();
    await user.keyboard('{ArrowRight}');
    expect(counter('Image 3 sur 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(counter('Vidéo 2 sur 3')).toBeInTheDocument();
  });

  it('moves with a swipe on the poster, not on a video that has started (its timeline takes the finger)', async () => {
    const user = userEvent.setup();
    prerender(withVideo);
    await user.click(next());
    const swipeLeft = () => {
      fireEvent(videoElement(), finger('pointerdown', 300));
      fireEvent(videoElement(), finger('pointerup', 100));
    };
    const paused = jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    swipeLeft();
    expect(counter('Vidéo 2 sur 3')).toBeInTheDocument();
    paused.mockRestore();
    swipeLeft();
    expect(counter('Image 3 sur 3')).toBeInTheDocument();
  });

  it('hydrates at the video it shows, with no mismatch', async () => {
    const errors = jest.spyOn(console, 'error');
    const user = userEvent.setup();
    const page = prerender(withVideo);
    await user.click(next());
    page.hydrate();
    expect(page.hydrationErrors).toEqual([]);
    expect(counter('Vidéo 2 sur 3')).toBeInTheDocument();
    expect(videoElement()).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the carousel on an English page', () => {
  const texts = messages('en').carousel;
  // The carousel's script writes in the page's language, which it reads from <html lang>.
  beforeEach(() => (document.documentElement.lang = 'en'));
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('names itself, its buttons and its images in English, and counts in English as it moves', async () => {
    const user = userEvent.setup();
    prerender(<ProjectCarousel locale="en" images={images} title="Démo" />);
    expect(screen.getByRole('region', { name: texts.label('Démo') })).toHaveAttribute('aria-roledescription', texts.roleDescription);
    expect(visibleAlt()).toBe(texts.imageAlt('Démo', slidePosition('en', 0, 3)));
    expect(screen.getByText(counterText('en', 0, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.next }));
    expect(screen.getByText(counterText('en', 1, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.previous }));
    await user.click(screen.getByRole('button', { name: texts.previous }));
    expect(screen.getByText(counterText('en', 2, 3))).toBeInTheDocument();
    expect(visibleAlt()).toBe(texts.imageAlt('Démo', slidePosition('en', 2, 3)));
  });

  it('says "Video" on a video slide, whose French captions keep their language', async () => {
    const video = {
      sources: [{ src: '/_media/videos/demo.webm', type: 'video/webm' }],
      poster: { src: '/_img/affiche-320.webp', width: 320, height: 200 },
      captions: '/_media/videos/demo.vtt',
      index: 1,
    };
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    prerender(<ProjectCarousel locale="en" images={images} title="Démo" video={video} />);
    await userEvent.setup().click(screen.getByRole('button', { name: texts.next }));
    expect(screen.getByText(counterText('en', 1, 4, 'video'))).toBeInTheDocument();
    const element = document.querySelector('video')!;
    expect(element).toHaveAttribute('aria-label', texts.videoLabel('Démo', slidePosition('en', 1, 4)));
    const track = element.querySelector('track')!;
    expect([track.srclang, track.label]).toEqual(['fr', texts.captions]);
    pause.mockRestore();
  });
});
