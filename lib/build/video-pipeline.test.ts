/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { oversizedVideoMessage, publishMedia, referencedMedia, referencedPosters, VIDEO_BUDGET_BYTES } from './video-pipeline';

const content = {
  projects: [
    {
      slug: 'alpha',
      miniature: 'images/a.png',
      images: ['images/a.png', 'images/affiche-b.png'],
      video: { fichier: ['videos/a.webm', 'videos/a.mp4'], affiche: 'images/affiche-a.png', sousTitres: 'videos/a.vtt' },
    },
    { slug: 'beta', miniature: 'images/b.png', images: ['images/b.png'], video: { fichier: 'videos/a.webm', affiche: 'images/affiche-b.png' } },
    { slug: 'gamma', miniature: 'images/c.png', images: ['images/c.png'] },
  ],
};

describe('the media pages use', () => {
  it('are each video file and captions file once, named with the first project that shows it', () => {
    expect(referencedMedia(content)).toEqual([
      { source: 'videos/a.webm', slug: 'alpha', kind: 'video' },
      { source: 'videos/a.mp4', slug: 'alpha', kind: 'video' },
      { source: 'videos/a.vtt', slug: 'alpha', kind: 'captions' },
    ]);
  });

  it('add the posters that no carousel or card shows already', () => {
    expect(referencedPosters(content)).toEqual(['images/affiche-a.png']);
  });
});

describe('publishing the media', () => {
  let dir: string;
  const contentDir = () => path.join(dir, 'content');
  const publicDir = () => path.join(dir, 'public');
  const source = async (file: string, bytes: number | string) => {
    await mkdir(path.dirname(path.join(contentDir(), file)), { recursive: true });
    if (typeof bytes === 'string') await writeFile(path.join(contentDir(), file), bytes);
    else {
      await writeFile(path.join(contentDir(), file), '');
      await truncate(path.join(contentDir(), file), bytes);
    }
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'media-'));
    await source('videos/a.webm', 'webm');
    await source('videos/a.mp4', 'mp4');
    await source('videos/a.vtt', 'WEBVTT');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('copies what the content names under _media, and removes what it no longer names', async () => {
    await mkdir(path.join(publicDir(), '_media', 'videos'), { recursive: true });
    await writeFile(path.join(publicDir(), '_media', 'videos', 'old.webm'), 'old');
    const report = await publishMedia(content, contentDir(), publicDir());
    expect(report).toEqual({ problems: [], written: 3, removed: 1, count: 3 });
    expect(await readFile(path.join(publicDir(), '_media', 'videos', 'a.vtt'), 'utf8')).toBe('WEBVTT');
    expect(existsSync(path.join(publicDir(), '_media', 'videos', 'old.webm'))).toBe(false);
    // Unchanged files are not copied again.
    expect(await publishMedia(content, contentDir(), publicDir())).toEqual({ problems: [], written: 0, removed: 0, count: 3 });
  });

  it('stops at a video over the cap, naming the file and the project, and publishes nothing', async () => {
    await source('videos/a.mp4', VIDEO_BUDGET_BYTES + 1);
    const report = await publishMedia(content, contentDir(), publicDir());
    expect(report.problems).toEqual([oversizedVideoMessage({ source: 'videos/a.mp4', slug: 'alpha', kind: 'video' }, VIDEO_BUDGET_BYTES + 1)]);
    expect(report.problems[0]).toMatch(/^content\/videos\/a\.mp4 \(projet « alpha »\) : la vidéo pèse 8,1 Mo, au-delà du plafond de 8 Mo\./);
    expect(existsSync(path.join(publicDir(), '_media'))).toBe(false);
  });
});
