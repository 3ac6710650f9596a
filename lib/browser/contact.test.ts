import { locales } from '@/lib/i18n/locales';
import { contactTexts } from '@/lib/i18n/messages/browser';
import {
  classifyFailure,
  COUNTER_FROM,
  MESSAGE_MAX_LENGTH,
  messageCounter,
  missingEmailSettings,
  SendTimeoutError,
  withTimeout,
} from './contact';

const characterCount = contactTexts.fr.length;

describe('the status text', () => {
  it('follows the specification word for word', () => {
    expect(contactTexts.fr.status).toEqual({
      idle: '',
      sending: 'Envoi en cours...',
      success: 'Message envoyé avec succès ✅',
      error: "Erreur lors de l'envoi ❌",
    });
  });

  it('has a text for every state in every language, and says nothing when idle', () => {
    for (const locale of locales) {
      const { status } = contactTexts[locale];
      expect(status.idle).toBe('');
      for (const text of [status.sending, status.success, status.error]) expect(text).not.toBe('');
    }
    expect(contactTexts.en.status.success).not.toBe(contactTexts.fr.status.success);
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
    for (const hint of Object.values(contactTexts.fr.failureHint)) expect(hint).toMatch(/écrivez-moi/);
  });

  it('always tells the visitor what to do, in English', () => {
    for (const hint of Object.values(contactTexts.en.failureHint)) expect(hint).toMatch(/write to me/);
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

describe('the counter under the message', () => {
  // French writes thousands with a narrow no-break space (U+202F).
  const nbsp = '\u202f';

  it('writes the length in French', () => {
    expect(characterCount(1_240)).toBe(`1${nbsp}240 caractères`);
    expect(characterCount(1)).toBe('1 caractère');
    expect(characterCount(0)).toBe('0 caractère');
  });

  it('says nothing for a short message, then shows the length, silently', () => {
    expect(messageCounter('fr', 0)).toEqual({ shown: null, announcement: '' });
    expect(messageCounter('fr', COUNTER_FROM - 1)).toEqual({ shown: null, announcement: '' });
    expect(messageCounter('fr', COUNTER_FROM)).toEqual({ shown: characterCount(COUNTER_FROM), announcement: '' });
    expect(messageCounter('fr', 1_240, 20_000)).toEqual({ shown: `1${nbsp}240 caractères`, announcement: '' });
  });

  it('names the limit as it nears, and announces the room left by steps, not at each key', () => {
    expect(messageCounter('fr', 18_000, 20_000)).toEqual({
      shown: `18${nbsp}000 caractères sur 20${nbsp}000`,
      announcement: `Il reste moins de 2${nbsp}000 caractères avant la limite.`,
    });
    expect(messageCounter('fr', 18_500, 20_000).announcement).toBe(messageCounter('fr', 18_000, 20_000).announcement);
    expect(messageCounter('fr', 19_001, 20_000).announcement).toBe(
      `Il reste moins de 1${nbsp}000 caractères avant la limite.`,
    );
    expect(messageCounter('fr', 19_950, 20_000).announcement).toBe('Il reste moins de 100 caractères avant la limite.');
    expect(messageCounter('fr', 20_000, 20_000)).toEqual({
      shown: `20${nbsp}000 caractères sur 20${nbsp}000`,
      announcement: `Limite de 20${nbsp}000 caractères atteinte.`,
    });
  });

  it('writes the length, the limit and the room left in English', () => {
    expect(contactTexts.en.length(1_240)).toBe('1,240 characters');
    expect(contactTexts.en.length(1)).toBe('1 character');
    expect(contactTexts.en.length(0)).toBe('0 characters');
    expect(messageCounter('en', 1_240, 20_000)).toEqual({ shown: '1,240 characters', announcement: '' });
    expect(messageCounter('en', 18_000, 20_000)).toEqual({
      shown: '18,000 of 20,000 characters',
      announcement: 'Fewer than 2,000 characters left before the limit.',
    });
    expect(messageCounter('en', 20_000, 20_000).announcement).toBe('Limit of 20,000 characters reached.');
  });

  it('leaves room for the message within what EmailJS accepts (50 KB a request on its free plan)', () => {
    // Accented French takes at most 2 bytes a character in UTF-8; the other fields are short.
    expect(MESSAGE_MAX_LENGTH * 2).toBeLessThanOrEqual(50 * 1024);
  });
});
