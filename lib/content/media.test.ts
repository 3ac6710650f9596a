import { carouselVideo, mediaPath, videoFiles, videoSlideIndex, videoType } from './media';

describe('a project video', () => {
  it('has one file or several formats of the same video, each with its type', () => {
    expect(videoFiles({ fichier: 'videos/demo.webm' })).toEqual(['videos/demo.webm']);
    expect(videoFiles({ fichier: ['videos/demo.webm', 'videos/demo.mp4'] })).toEqual(['videos/demo.webm', 'videos/demo.mp4']);
    expect(videoType('videos/demo.WEBM')).toBe('video/webm');
    expect(videoType('videos/demo.mp4')).toBe('video/mp4');
    expect(mediaPath('videos/demo.webm')).toBe('/_media/videos/demo.webm');
  });

  it('takes its place in the carousel, after the images when it has none', () => {
    expect(videoSlideIndex({ position: 1 }, 3)).toBe(0);
    expect(videoSlideIndex({ position: 2 }, 3)).toBe(1);
    expect(videoSlideIndex({}, 3)).toBe(3);
    // The content check refuses a place beyond the last; the page never breaks on one.
    expect(videoSlideIndex({ position: 9 }, 3)).toBe(3);
  });

  it('becomes the carousel slide: sources, poster, captions, place', () => {
    const poster = (source: string) => ({ src: `/_img/${source}`, width: 320, height: 200 });
    expect(
      carouselVideo(
        { fichier: ['videos/d.webm', 'videos/d.mp4'], affiche: 'images/d.png', sousTitres: 'videos/d.vtt', position: 2 },
        2,
        poster,
      ),
    ).toEqual({
      sources: [
        { src: '/_media/videos/d.webm', type: 'video/webm' },
        { src: '/_media/videos/d.mp4', type: 'video/mp4' },
      ],
      poster: { src: '/_img/images/d.png', width: 320, height: 200 },
      captions: '/_media/videos/d.vtt',
      index: 1,
    });
    expect(carouselVideo({ fichier: 'videos/d.mp4', affiche: 'images/d.png' }, 2, poster)).not.toHaveProperty('captions');
  });
});
