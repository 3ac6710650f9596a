import { counterText, frameSize, slidePosition, nextIndex, previousIndex, swipeDirection, SWIPE_THRESHOLD, wrapIndex } from './carousel';

describe('the carousel index', () => {
  it('moves forward and wraps from the last image to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('moves back and wraps from the first image to the last', () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('stays on a single image', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('wraps any index into range, and survives an empty list', () => {
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('a swipe', () => {
  it('to the left shows the next image, to the right the previous one', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD - 10, 5)).toBe(1);
    expect(swipeDirection(SWIPE_THRESHOLD + 10, -5)).toBe(-1);
  });

  it('is ignored when short or mostly vertical (the page scrolls)', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD + 1, 0)).toBe(0);
    expect(swipeDirection(-60, 120)).toBe(0);
  });
});

describe('the carousel frame', () => {
  it('takes the tallest ratio of the project’s images', () => {
    expect(frameSize([{ width: 1280, height: 800 }, { width: 900, height: 1200 }, { width: 1200, height: 900 }])).toEqual({
      width: 900,
      height: 1200,
    });
    expect(frameSize([{ width: 1280, height: 720 }])).toEqual({ width: 1280, height: 720 });
  });
});

describe('the counter', () => {
  it('says which image shows, counting from one', () => {
    expect(counterText('fr', 0, 3)).toBe('Image 1 sur 3');
    expect(counterText('fr', 2, 3)).toBe('Image 3 sur 3');
  });

  it('says when the slide shown is a video', () => {
    expect(counterText('fr', 1, 3, 'video')).toBe('Vidéo 2 sur 3');
    expect(counterText('fr', 1, 3, 'image')).toBe('Image 2 sur 3');
  });

  it('says it in English on an English page', () => {
    expect(counterText('en', 1, 3)).toBe('Image 2 of 3');
    expect(counterText('en', 0, 2, 'video')).toBe('Video 1 of 2');
    expect(slidePosition('en', 2, 3)).toBe('3 of 3');
  });
});
