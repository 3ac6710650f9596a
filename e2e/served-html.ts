import { expect, type APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';
import { attribute, elements, textOf, type Element } from '@/lib/build/html-tree';

/** A page as the server sends it: what link previews, search engines and crawlers read, running no script. */
export type ServedPage = {
  html: string;
  title: string;
  /** A <meta>'s content, by its name or property. */
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  /** The JSON-LD blocks, each parsed (a block that does not parse fails here). */
  jsonLd: unknown[];
};

export async function servedPage(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path);
  expect(response.status(), `/${path}`).toBe(200);
  const html = await response.text();
  const all = [...elements(parse(html))];
  const head = all.find((element) => element.tagName === 'head');
  expect(head, `/${path}: <head>`).toBeDefined();
  const inHead = [...elements(head!)];
  const find = (test: (element: Element) => boolean) => inHead.find(test);
  const title = find((element) => element.tagName === 'title');
  return {
    html,
    title: title ? textOf(title) : '',
    meta: (key) => {
      const meta = find((e) => e.tagName === 'meta' && (attribute(e, 'name') === key || attribute(e, 'property') === key));
      return meta && attribute(meta, 'content');
    },
    canonical: (() => {
      const link = find((e) => e.tagName === 'link' && attribute(e, 'rel') === 'canonical');
      return link && attribute(link, 'href');
    })(),
    jsonLd: all
      .filter((element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json')
      .map((element) => JSON.parse(textOf(element))),
  };
}
