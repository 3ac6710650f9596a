/** The contact form's status, and what each provider answer means for the visitor. */

export type FailureReason = 'network' | 'timeout' | 'rate-limit' | 'blocked' | 'rejected' | 'server';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; reason: FailureReason };

export const statusText: Record<ContactStatus['kind'], string> = {
  idle: '',
  sending: 'Envoi en cours...',
  success: 'Message envoyé avec succès ✅',
  error: "Erreur lors de l'envoi ❌",
};

/** What the visitor can do after a failure; the form follows each with the mailto link. */
export const failureHint: Record<FailureReason, string> = {
  network: 'La connexion semble coupée : vérifiez votre réseau puis réessayez, ou écrivez-moi à',
  timeout: "Le service d'envoi ne répond pas : réessayez dans un instant, ou écrivez-moi à",
  'rate-limit': 'Trop de messages en peu de temps : patientez quelques secondes avant de réessayer, ou écrivez-moi à',
  blocked: "Le service d'envoi a refusé ce message : écrivez-moi directement à",
  rejected: "Le service d'envoi a refusé la demande : écrivez-moi directement à",
  server: "Le service d'envoi rencontre un problème : réessayez plus tard, ou écrivez-moi à",
};

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
