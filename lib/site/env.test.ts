import { emailWarning, envProblems } from './env';

describe('the settings from the environment', () => {
  it('accept a domain address and a sub-path, or nothing', () => {
    expect(envProblems({})).toEqual([]);
    expect(envProblems({ NEXT_PUBLIC_SITE_URL: 'https://exemple.fr/', BASE_PATH: '/portfolio' })).toEqual([]);
  });

  it('say what to write instead of a site address with a path, or a base path with a final slash', () => {
    const problems = envProblems({ NEXT_PUBLIC_SITE_URL: 'https://exemple.fr/portfolio', BASE_PATH: 'portfolio/' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('NEXT_PUBLIC_SITE_URL « https://exemple.fr/portfolio »');
    expect(problems[0]).toContain('BASE_PATH');
    expect(problems[1]).toContain('BASE_PATH « portfolio/ »');
    expect(envProblems({ NEXT_PUBLIC_SITE_URL: 'exemple.fr' })).toHaveLength(1);
  });

  it('warn when the contact form cannot send, naming the missing variables', () => {
    expect(emailWarning({ serviceId: 's', templateId: 't', publicKey: 'p' })).toBeUndefined();
    expect(emailWarning({ serviceId: 's', templateId: '', publicKey: '' })).toContain(
      'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY non définis',
    );
  });
});
