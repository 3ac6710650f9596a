'use client';

import { useRef, useState, type FormEvent } from 'react';
import {
  classifyFailure,
  failureHint,
  missingEmailSettings,
  RATE_LIMIT_MS,
  SEND_TIMEOUT_MS,
  statusText,
  withTimeout,
  type ContactStatus,
  type EmailSettings,
} from '@/lib/contact';
import { useHydrated } from '@/components/shared/useClientValue';
import styles from './ContactForm.module.css';

type Props = { settings: EmailSettings; email: string };

/** Loaded on first use only, so no other page ever downloads the e-mail client. */
const loadEmailClient = () => import('@emailjs/browser');

/**
 * The contact form, sent by EmailJS `sendForm`. The browser checks the fields (all required, e-mail
 * format); the status line is announced to screen readers. After a failure the text stays in the
 * fields and the visitor is told what to do.
 */
export function ContactForm({ settings, email }: Props) {
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const sending = useRef(false);
  const configured = missingEmailSettings(settings).length === 0;
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One click, one message: a second submit while the first is under way is ignored.
    if (sending.current) return;
    sending.current = true;
    const form = event.currentTarget;
    setStatus({ kind: 'sending' });
    try {
      const emailjs = await loadEmailClient();
      await withTimeout(
        emailjs.sendForm(settings.serviceId, settings.templateId, form, {
          publicKey: settings.publicKey,
          limitRate: { id: 'contact', throttle: RATE_LIMIT_MS },
          // blockHeadless stays off: it would turn away legitimate automated checks (tests, audits)
          // while spam is already bounded by limitRate and the provider's own quotas.
        }),
        SEND_TIMEOUT_MS,
      );
      form.reset();
      setStatus({ kind: 'success' });
    } catch (error) {
      console.error("Échec de l'envoi du message de contact", error);
      setStatus({ kind: 'error', reason: classifyFailure(error) });
    } finally {
      sending.current = false;
    }
  }

  const mailto = (
    <a className={styles.mailto} href={`mailto:${email}`}>
      {email}
    </a>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={configured ? () => void loadEmailClient() : undefined}>
      {!configured && (
        <p className={styles.notice}>
          L’envoi de messages n’est pas encore activé sur ce site : écrivez-moi directement à {mailto}.
        </p>
      )}
      <fieldset className={styles.fields} disabled={!configured}>
        <legend className="visually-hidden">Votre message</legend>
        <div className={styles.field}>
          <label htmlFor="user_name">Nom</label>
          <input id="user_name" name="user_name" type="text" autoComplete="name" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="user_email">Adresse e-mail</label>
          <input id="user_email" name="user_email" type="email" autoComplete="email" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="title">Objet</label>
          <input id="title" name="title" type="text" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="message">Message</label>
          <textarea id="message" name="message" rows={7} required />
        </div>
        <button className={styles.submit} type="submit" disabled={!hydrated || status.kind === 'sending'}>
          Envoyer
        </button>
      </fieldset>
      <div className={styles.status} role="status">
        {status.kind !== 'idle' && (
          <p className={status.kind === 'error' ? styles.error : undefined}>{statusText[status.kind]}</p>
        )}
        {status.kind === 'error' && (
          <p className={styles.hint}>
            {failureHint[status.reason]} {mailto}.
          </p>
        )}
      </div>
    </form>
  );
}
