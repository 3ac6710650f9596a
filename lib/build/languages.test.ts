import { pageExtensions } from './languages';

describe('the pages Next builds', () => {
  it('include the English routes (page.en.tsx, layout.en.tsx, route.en.tsx) only when English is on', () => {
    expect(pageExtensions(['fr'])).toEqual(['tsx', 'ts']);
    expect(pageExtensions(['fr', 'en'])).toEqual(['en.tsx', 'en.ts', 'tsx', 'ts']);
  });

  it('include the notes routes of each language that has notes, and none without', () => {
    expect(pageExtensions(['fr', 'en'], [])).toEqual(['en.tsx', 'en.ts', 'tsx', 'ts']);
    expect(pageExtensions(['fr', 'en'], ['fr'])).toEqual(['en.tsx', 'en.ts', 'notes.tsx', 'notes.ts', 'tsx', 'ts']);
    expect(pageExtensions(['fr', 'en'], ['en', 'fr'])).toEqual(['en.tsx', 'en.ts', 'notes.tsx', 'notes.ts', 'en-notes.tsx', 'en-notes.ts', 'tsx', 'ts']);
    // English notes on a site built in French only are not built.
    expect(pageExtensions(['fr'], ['en'])).toEqual(['tsx', 'ts']);
  });
});
