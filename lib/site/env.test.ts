import { emailWarning, envProblems, siteUrlWarning } from './env';

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

  it('stop a build on a host without the site’s address, and only warn elsewhere', () => {
    const onCloudflare = envProblems({ CF_PAGES: '1' });
    expect(onCloudflare).toHaveLength(1);
    expect(onCloudflare[0]).toContain('NEXT_PUBLIC_SITE_URL');
    expect(siteUrlWarning({ CF_PAGES: '1' })).toBeUndefined();
    expect(envProblems({ CI: 'true' })).toEqual([]);
    expect(siteUrlWarning({ CI: 'true' })).toContain('http://localhost:3000');
    expect(siteUrlWarning({ NETLIFY: 'true', URL: 'https://alex.netlify.app' })).toBeUndefined();
    expect(siteUrlWarning({ NEXT_PUBLIC_SITE_URL: 'https://exemple.fr' })).toBeUndefined();
  });

  it('warn when the contact form cannot send, naming the missing variables', () => {
    expect(emailWarning({ serviceId: 's', templateId: 't', publicKey: 'p' })).toBeUndefined();
    expect(emailWarning({ serviceId: 's', templateId: '', publicKey: '' })).toContain(
      'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY non définis',
    );
  });

  it('give every absolute address the host’s production address when NEXT_PUBLIC_SITE_URL is not set', () => {
    const saved = { ...process.env };
    Object.assign(process.env, { NETLIFY: 'true', URL: 'https://alex.netlify.app' });
    delete process.env.NEXT_PUBLIC_SITE_URL;
    try {
      jest.isolateModules(() => {
        const { absoluteUrl } = jest.requireActual<typeof import('./urls')>('./urls');
        expect(absoluteUrl('/projets')).toMatch(/^https:\/\/alex\.netlify\.app\/(.+\/)?projets$/);
      });
    } finally {
      process.env = saved;
    }
  });
});
