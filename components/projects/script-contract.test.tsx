import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { projectTypeLabel } from '@/lib/content/project-types';
import { messages } from '@/lib/i18n/messages';
import { testImage } from '@/lib/test/fixtures';
import { prerender } from '@/lib/test/prerender';
import { projectList, tagButton, typeRadio } from '@/lib/test/project-list';
import { ProjectCarousel } from './ProjectCarousel';

// The language switch as a site in several languages has it, whatever content/site.ts lists.
jest.mock('@/lib/site/languages', () => {
  const { defaultLocale, locales } = jest.requireActual('@/lib/i18n/locales');
  return { ...jest.requireActual('@/lib/site/languages'), otherLocales: () => locales.filter((l: string) => l !== defaultLocale) };
});

/** The data attributes the scripts ask of the markup while they run: the selectors they query, the attributes they read and write. */
type Contract = { queried: Set<string>; read: Set<string>; written: Set<string> };

/**
 * Runs `run` with the DOM's query and attribute methods watched, and records each data attribute the
 * scripts (lib/browser/*-controller.ts) pass them: what they look for, whatever the constants say.
 */
function recordScripts(run: () => void): Contract {
  const contract: Contract = { queried: new Set(), read: new Set(), written: new Set() };
  const watched = [
    [Element.prototype, ['querySelector', 'querySelectorAll', 'closest'], contract.queried],
    [Document.prototype, ['querySelector', 'querySelectorAll'], contract.queried],
    [Element.prototype, ['getAttribute', 'hasAttribute'], contract.read],
    [Element.prototype, ['setAttribute', 'toggleAttribute', 'removeAttribute'], contract.written],
  ] as const;
  const restores = watched.flatMap(([target, methods, into]) =>
    methods.map((method) => {
      const methodsOf = target as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = methodsOf[method];
      methodsOf[method] = function (this: unknown, ...args: unknown[]) {
        // A selector list ("[a], [b]") asks for each of its selectors.
        for (const part of String(args[0]).split(',')) if (part.includes('data-')) into.add(part.trim());
        return original.apply(this, args);
      };
      return () => (methodsOf[method] = original);
    }),
  );
  try {
    run();
  } finally {
    restores.forEach((restore) => restore());
  }
  return contract;
}

/** The markup as the build writes it, before any script has touched it. */
function built(element: ReactElement): Element {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}

/** What the scripts looked for and the built markup lacks, and the states they set that no stylesheet keys on. */
function disagreements(contract: Contract, markup: Element, styles: string) {
  return {
    queried: [...contract.queried].filter((selector) => !markup.querySelector(selector)),
    read: [...contract.read].filter((name) => !markup.querySelector(`[${name}]`)),
    written: [...contract.written].filter((name) => !styles.includes(`[${name}]`)),
  };
}

/** The CSS Modules of the project components, where the states the scripts set are styled. */
const projectStyles = readdirSync(__dirname)
  .filter((file) => file.endsWith('.module.css'))
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
  .join('\n');

const video = { sources: [{ src: '/_media/videos/demo.mp4', type: 'video/mp4' }], poster: testImage('affiche'), index: 1 };

/** What the filter's and the carousel's scripts serve, together: the language switch, the project list and a carousel with a video. */
const page = (
  <>
    <LanguageSwitch locale="fr" page={{ page: 'projects' }} />
    {projectList}
    <ProjectCarousel locale="fr" images={['a', 'b'].map(testImage)} title="Démo" video={video} />
  </>
);

it('the filter and the carousel find in the built markup every attribute they look for, and the states they set are styled', () => {
  window.history.replaceState(null, '', '/projets?type=universitaire&tags=PHP');
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const texts = messages('fr');
  const contract = recordScripts(() => {
    prerender(page);
    fireEvent.click(tagButton('HTML'));
    fireEvent.click(typeRadio(projectTypeLabel('professionnel', 'fr')));
    fireEvent.click(screen.getByText(texts.projectList.reset));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    const next = screen.getByLabelText(texts.carousel.next);
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.keyDown(document.querySelector('video')!, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent(document.querySelector('img')!, new MouseEvent('pointerdown', { bubbles: true }));
  });
  pause.mockRestore();
  expect(contract.queried.size).toBeGreaterThan(10);
  expect(disagreements(contract, built(page), projectStyles)).toEqual({ queried: [], read: [], written: [] });
});
