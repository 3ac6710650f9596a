/** The contact form's status, and what each provider answer means for the visitor. */
import type { Locale } from '@/lib/i18n/locales';
import { contactTexts } from '@/lib/i18n/messages/browser';

export type FailureReason = 'network' | 'timeout' | 'rate-limit' | 'blocked' | 'rejected' | 'server';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; reason: FailureReason };

/** A send that has not answered after this long is given up (the provider may hang on a bad network). */
export const SEND_TIMEOUT_MS = 15_000;

/** One message per page every 10 seconds (EmailJS `limitRate`). */
export const RATE_LIMIT_MS = 10_000;

export class SendTimeoutError extends Error {
  constructor() {
    super('Send timed out');
    this.name = 'SendTimeoutError';
  }
}

/** Rejects with SendTimeoutError when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SendTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Maps what the EmailJS client threw to a reason. It throws `{ status, text }` for HTTP answers and its
 * own checks (429 rate limit, 403 block list, 0 network), and lets fetch's TypeError through when the
 * network is down.
 */
export function classifyFailure(error: unknown): FailureReason {
  if (error instanceof SendTimeoutError) return 'timeout';
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : NaN;
  if (Number.isNaN(status) || status === 0) return 'network';
  if (status === 429) return 'rate-limit';
  if (status === 403) return 'blocked';
  if (status >= 500) return 'server';
  return 'rejected';
}

export type EmailSettings = { serviceId: string; templateId: string; publicKey: string };

const settingNames: Record<keyof EmailSettings, string> = {
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
};

/** The environment variables still to set before the form can send. */
export function missingEmailSettings(settings: EmailSettings): string[] {
  return (Object.keys(settingNames) as (keyof EmailSettings)[])
    .filter((key) => settings[key].trim() === '')
    .map((key) => settingNames[key]);
}

/**
 * The longest message the form takes. EmailJS refuses a request over 50 KB on its free plan (templates
 * too are capped at 50 KB): 20,000 characters of French, about 22 KB in UTF-8, leave room for the other
 * fields and for characters that take several bytes. About eight pages of text.
 */
export const MESSAGE_MAX_LENGTH = 20_000;

/** The counter shows under the message from this length on: a short note needs none. */
export const COUNTER_FROM = 500;

/** Screen readers hear how much room is left as it falls under each of these (not at each key). */
const REMAINING_STEPS = [100, 500, 1_000, 2_000];

export type MessageCounter = { shown: string | null; announcement: string };

/**
 * What the counter under the message says: nothing for a short message, the length once it is long,
 * and the limit when it nears. `announcement` is for a polite live region: it changes only when the
 * room left falls under a step, so typing near the limit is not interrupted at every key.
 */
export function messageCounter(locale: Locale, length: number, max = MESSAGE_MAX_LENGTH): MessageCounter {
  const texts = contactTexts[locale];
  const remaining = max - length;
  // The smallest step the room left is under, if any.
  const step = REMAINING_STEPS.find((candidate) => remaining <= candidate);
  if (step === undefined) return { shown: length >= COUNTER_FROM ? texts.length(length) : null, announcement: '' };
  return {
    shown: texts.lengthOfMax(length, max),
    announcement: remaining <= 0 ? texts.limitReached(max) : texts.remaining(step),
  };
}

