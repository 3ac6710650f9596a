'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  classifyFailure,
  MESSAGE_MAX_LENGTH,
  messageCounter,
  missingEmailSettings,
  RATE_LIMIT_MS,
  SEND_TIMEOUT_MS,
  withTimeout,
  type ContactStatus,
  type EmailSettings,
} from '@/lib/browser/contact';
import {
  clearDraft,
  contactFields,
  readDraft,
  sessionDraftStorage,
  writeDraft,
  type ContactDraft,
} from '@/lib/browser/contact-draft';
import { useHydrated } from '@/components/shared/useClientValue';
import type { Locale } from '@/lib/i18n/locales';
import { contactTexts } from '@/lib/i18n/messages/browser';
import styles from './ContactForm.module.css';

type Props = { locale: Locale; settings: EmailSettings; email: string };

/** Loaded on first use only, so no other page ever downloads the e-mail client. */
const loadEmailClient = () => import('@emailjs/browser');

type TextField = HTMLInputElement | HTMLTextAreaElement;
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as TextField;
const typed = (form: HTMLFormElement): ContactDraft =>
  Object.fromEntries(contactFields.map((name) => [name, field(form, name).value]));

/**
 * The contact form, sent by EmailJS `sendForm`. The browser checks the fields (all required, e-mail
 * format); the status line is announced to screen readers. After a failure the text stays in the
 * fields and the visitor is told what to do. What they type is kept in the tab's sessionStorage
 * (lib/browser/contact-draft.ts) until the message is sent, so a reload or a stray tap loses nothing. The
 * fields take typing from the first paint; the button works once React runs, long before anyone has
 * filled four required fields, and is disabled until then (a native submit would put the message in the
 * address). Its texts come from the messages' contact section alone (lib/i18n/messages/browser.ts):
 * the fields keep the same names, so the provider receives the same payload in every language.
 */
export function ContactForm({ locale, settings, email }: Props) {
  const texts = contactTexts[locale];
  const ready = useHydrated();
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const [messageLength, setMessageLength] = useState(0);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const configured = missingEmailSettings(settings).length === 0;
  const counter = messageCounter(locale, messageLength);

  // The kept draft goes back into the fields still empty: text typed before the page hydrated stays.
  useEffect(() => {
    const form = formRef.current!;
    const draft = readDraft(sessionDraftStorage());
    for (const name of contactFields) {
      const saved = draft[name];
      if (saved && field(form, name).value === '') field(form, name).value = saved;
    }
    writeDraft(sessionDraftStorage(), typed(form));
    setMessageLength(field(form, 'message').value.length);
  }, []);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const draft = typed(event.currentTarget);
    writeDraft(sessionDraftStorage(), draft);
    setMessageLength(draft.message?.length ?? 0);
  }

  /** Sent, or taken for sent: an empty form, and no draft to bring back. */
  function done(form: HTMLFormElement) {
    form.reset();
    clearDraft(sessionDraftStorage());
    setMessageLength(0);
    setStatus({ kind: 'success' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One click, one message: a second submit while the first is under way is ignored.
    if (sending.current) return;
    const form = event.currentTarget;
    // Only a bot fills the trap: it sees the same success as a person and learns nothing, while the
    // provider is never called.
    if (trap.current?.value) {
      done(form);
      return;
    }
    sending.current = true;
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
      done(form);
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
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={configured ? () => void loadEmailClient() : undefined}
    >
      {!configured && (
        <p className={styles.notice}>
          {texts.notConfigured} {mailto}.
        </p>
      )}
      <fieldset className={styles.fields} disabled={!configured}>
        <legend className="visually-hidden">{texts.legend}</legend>
        <div className={styles.field}>
          <label htmlFor="user_name">{texts.fields.user_name}</label>
          <input id="user_name" name="user_name" type="text" autoComplete="name" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="user_email">{texts.fields.user_email}</label>
          <input id="user_email" name="user_email" type="email" autoComplete="email" required />
        </div>
        {/*
          A trap for bots that fill in every field. People never meet it: off-screen, out of the Tab
          order, hidden from screen readers. It has no name, so sendForm never sends it.
        */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="website">{texts.trap}</label>
          <input ref={trap} id="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label htmlFor="title">{texts.fields.title}</label>
          <input id="title" name="title" type="text" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="message">{texts.fields.message}</label>
          <textarea
            id="message"
            name="message"
            rows={7}
            required
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby={counter.shown ? 'message-count' : undefined}
          />
          {counter.shown && (
            <p id="message-count" className={styles.count}>
              {counter.shown}
            </p>
          )}
          <p className="visually-hidden" aria-live="polite">
            {counter.announcement}
          </p>
        </div>
        <button className={styles.submit} type="submit" disabled={!ready || status.kind === 'sending'}>
          {texts.submit}
        </button>
      </fieldset>
      <div className={styles.status} role="status">
        {status.kind !== 'idle' && (
          <p className={status.kind === 'error' ? styles.error : undefined}>{texts.status[status.kind]}</p>
        )}
        {status.kind === 'error' && (
          <p className={styles.hint}>
            {texts.failureHint[status.reason]} {mailto}.
          </p>
        )}
      </div>
    </form>
  );
}
