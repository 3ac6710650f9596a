import { pageExtensions } from './languages';

describe('the pages Next builds', () => {
  it('include the English routes (page.en.tsx, layout.en.tsx, route.en.tsx) only when English is on', () => {
    expect(pageExtensions(['fr'])).toEqual(['tsx', 'ts']);
    expect(pageExtensions(['fr', 'en'])).toEqual(['en.tsx', 'en.ts', 'tsx', 'ts']);
  });
});
