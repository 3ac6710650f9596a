import { PENDING_MS, PendingPayloads, payloadAction, payloadUrl } from './intent-payload';

const origin = 'https://exemple.fr';

describe('payloadUrl', () => {
  it('is the page’s path followed by .txt, its query kept and its hash dropped', () => {
    expect(payloadUrl(new URL('https://exemple.fr/projets/un-projet'))).toBe('https://exemple.fr/projets/un-projet.txt');
    expect(payloadUrl(new URL('https://exemple.fr/projets?tech=React#liste'))).toBe('https://exemple.fr/projets.txt?tech=React');
  });

  it('is index.txt for a path ending in a slash, under a base path too', () => {
    expect(payloadUrl(new URL('https://exemple.fr/'))).toBe('https://exemple.fr/index.txt');
    expect(payloadUrl(new URL('https://exemple.github.io/portfolio/'))).toBe('https://exemple.github.io/portfolio/index.txt');
  });
});

describe('payloadAction', () => {
  it('starts a page’s content when an intent prefetch asks whether the page exists', () => {
    expect(payloadAction('HEAD', 'https://exemple.fr/en/projects/un-projet', origin)).toEqual({
      kind: 'start',
      payload: 'https://exemple.fr/en/projects/un-projet.txt',
    });
  });

  it('hands a navigation the content its intent started: the same address without the cache-busting parameter', () => {
    const started = payloadAction('HEAD', 'https://exemple.fr/projets/un-projet', origin);
    const navigation = payloadAction('GET', 'https://exemple.fr/projets/un-projet.txt?_rsc=1x2y3', origin);
    expect(navigation).toEqual({ kind: 'take', payload: started?.payload });
  });

  it('keeps the rest of the query as Next writes it, byte for byte, which makes another page', () => {
    const started = payloadAction('HEAD', 'https://exemple.fr/projets?q=un%20projet&tech=C%2B%2B', origin);
    expect(started).toEqual({ kind: 'start', payload: 'https://exemple.fr/projets.txt?q=un%20projet&tech=C%2B%2B' });
    expect(payloadAction('GET', 'https://exemple.fr/projets.txt?q=un%20projet&tech=C%2B%2B&_rsc=abc', origin)).toEqual({
      kind: 'take',
      payload: started?.payload,
    });
  });

  it('lets every other request go to the network', () => {
    for (const [method, url] of [
      ['GET', 'https://exemple.fr/projets/un-projet'],
      ['GET', 'https://exemple.fr/projets/un-projet.txt'],
      ['GET', 'https://exemple.fr/projets/un-projet/__next._tree.txt?_rsc=abc'],
      ['GET', 'https://exemple.fr/projets/un-projet/__next.!KGZyKQ.projets.$d$slug.__PAGE__.txt?_rsc=abc'],
      ['GET', 'https://exemple.fr/_next/static/chunks/app.js?_rsc=abc'],
      ['POST', 'https://exemple.fr/projets/un-projet.txt?_rsc=abc'],
    ]) {
      expect(payloadAction(method, url, origin)).toBeNull();
    }
  });

  it('considers only the site’s own requests, under a base path too', () => {
    expect(payloadAction('HEAD', 'https://api.emailjs.com/api/v1.0/email/send', origin)).toBeNull();
    expect(payloadAction('HEAD', 'https://exemple.github.io/portfolio', 'https://exemple.github.io')).toEqual({
      kind: 'start',
      payload: 'https://exemple.github.io/portfolio.txt',
    });
  });
});

describe('PendingPayloads', () => {
  const a = 'https://exemple.fr/projets/a.txt';
  const b = 'https://exemple.fr/projets/b.txt';

  it('gives a started content once, to the first navigation that asks for it', () => {
    const pending = new PendingPayloads<string>();
    pending.start(a, () => 'contenu de a', 0);
    expect(pending.take(b, 10)).toBeUndefined();
    expect(pending.take(a, 10)).toBe('contenu de a');
    expect(pending.take(a, 20)).toBeUndefined();
  });

  it('starts a content once while it waits: a second intent on the same link asks nothing more', () => {
    const pending = new PendingPayloads<number>();
    const begin = jest.fn(() => 1);
    pending.start(a, begin, 0);
    pending.start(a, begin, 100);
    expect(begin).toHaveBeenCalledTimes(1);
    pending.take(a, 200);
    pending.start(a, begin, 300);
    expect(begin).toHaveBeenCalledTimes(2);
  });

  it('drops a content no navigation took in time: a later one asks the network', () => {
    const pending = new PendingPayloads<string>();
    pending.start(a, () => 'ancien', 0);
    expect(pending.take(a, PENDING_MS)).toBeUndefined();
    pending.start(a, () => 'nouveau', PENDING_MS);
    expect(pending.take(a, PENDING_MS + 1)).toBe('nouveau');
  });
});
