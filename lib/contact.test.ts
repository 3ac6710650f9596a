import {
  classifyFailure,
  failureHint,
  missingEmailSettings,
  SendTimeoutError,
  statusText,
  withTimeout,
} from './contact';

describe('the status text', () => {
  it('follows the specification word for word', () => {
    expect(statusText).toEqual({
      idle: '',
      sending: 'Envoi en cours...',
      success: 'Message envoyé avec succès ✅',
      error: "Erreur lors de l'envoi ❌",
    });
  });
});

describe('a failed send', () => {
  it.each([
    [{ status: 0, text: 'Network Error' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [{ status: 429, text: 'Too Many Requests' }, 'rate-limit'],
    [{ status: 403, text: 'Forbidden' }, 'blocked'],
    [{ status: 400, text: 'The user_id parameter is required' }, 'rejected'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'rejected'],
    [{ status: 500, text: 'Internal Server Error' }, 'server'],
    [new SendTimeoutError(), 'timeout'],
  ])('%j is a %s failure', (error, reason) => {
    expect(classifyFailure(error)).toBe(reason);
  });

  it('always tells the visitor what to do, in French', () => {
    for (const hint of Object.values(failureHint)) expect(hint).toMatch(/écrivez-moi/);
  });
});

describe('the time limit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up on a send that never answers', async () => {
    const pending = withTimeout(new Promise(() => {}), 15_000);
    jest.advanceTimersByTime(15_000);
    await expect(pending).rejects.toBeInstanceOf(SendTimeoutError);
  });

  it('passes an answer through before the limit', async () => {
    const answered = withTimeout(Promise.resolve('ok'), 15_000);
    await expect(answered).resolves.toBe('ok');
  });

  it('passes a failure through before the limit', async () => {
    const failed = withTimeout(Promise.reject({ status: 500 }), 15_000);
    await expect(failed).rejects.toEqual({ status: 500 });
  });
});

describe('the EmailJS settings', () => {
  it('names every variable still to set', () => {
    expect(missingEmailSettings({ serviceId: '', templateId: 'template', publicKey: ' ' })).toEqual([
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
    expect(missingEmailSettings({ serviceId: 's', templateId: 't', publicKey: 'k' })).toEqual([]);
  });
});
