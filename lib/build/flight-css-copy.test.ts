/** @jest-environment node */
import { withoutFlightCssCopy } from './flight-css-copy';

// Two CSS files written end to end in one style, as Next inlines them, and an owner's style of its own.
const files: Record<string, string> = {
  '/portfolio/_next/static/chunks/a.css': 'nav>a{color:red}',
  '/portfolio/_next/static/chunks/b.css': '.quote:before{content:"«"}',
};
const ownStyle = '.tech-php{--tech-bg:#eceefa}';
const head = `<head><style data-precedence="next" data-href="${Object.keys(files).join(' ')}">${Object.values(files).join('')}</style><style data-precedence="default" data-href="content-colors">${ownStyle}</style></head>`;

/** A flight data script as Next writes it: the row in a JavaScript string, `<`, `>` and `&` escaped. */
const flightScript = (row: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(row).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}])</script>`;

const read = (href: string) => files[href];

/** A page whose body holds a text equal to a CSS file, then flight data with each CSS text given (or none). */
const page = (a: string, b: string, own: string) =>
  `<!DOCTYPE html><html>${head}<body><main>nav>a{color:red}</main>${flightScript(`1:T10,${a}`)}${flightScript(
    `2:${JSON.stringify(['$', 'style', null, { children: b }])}`,
  )}${flightScript(`3:${JSON.stringify(['$', 'style', null, { children: own }])}`)}</body></html>`;

it('takes out each inline CSS text the flight data copies, as a row of text or inside a row of JSON, and nothing else', () => {
  const [a, b] = Object.values(files);
  expect(withoutFlightCssCopy(page(a, b, ownStyle), read)).toEqual({ html: page('', '', ''), texts: 3, copies: 3 });
});

it('takes out every copy of a text (a file two segments share has two) and counts the text once', () => {
  const [a, b] = Object.values(files);
  const twice = page(a, b, ownStyle).replace('</body>', `${flightScript(`4:T10,${a}`)}</body>`);
  expect(withoutFlightCssCopy(twice, read)).toEqual({
    html: page('', '', '').replace('</body>', `${flightScript('4:T10,')}</body>`),
    texts: 3,
    copies: 3,
  });
});

it('counts no copy in a page whose flight data has none, or that has no flight data', () => {
  const withFlight = `<html>${head}<body>${flightScript('0:["$","main",null,{}]')}</body></html>`;
  expect(withoutFlightCssCopy(withFlight, read)).toEqual({ html: withFlight, texts: 3, copies: 0 });
  const without = `<html>${head}<body></body></html>`;
  expect(withoutFlightCssCopy(without, read)).toEqual({ html: without, texts: 3, copies: 0 });
});
