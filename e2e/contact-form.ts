import { expect, type Page, type Request } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { profile } from './content';

/** The EmailJS endpoint the contact form posts to; every test intercepts it, nothing leaves the machine. */
export const SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form';

/** The form's fields, named as EmailJS receives them. */
export type ContactMessage = { user_name: string; user_email: string; title: string; message: string };

/** Each field's label on the page of a language (the French page unless said). */
const labelsIn = (locale: Locale): Record<keyof ContactMessage, string> => messages(locale).contact.fields;
const labels = labelsIn('fr');

export const status = (page: Page) => page.getByRole('status');
export const sendButton = (page: Page, locale: Locale = 'fr') => page.getByRole('button', { name: messages(locale).contact.submit });

/** Types the given fields; the others stay as they are. */
export async function fill(page: Page, values: Partial<ContactMessage>, locale: Locale = 'fr') {
  const named = labelsIn(locale);
  for (const field of Object.keys(named) as (keyof ContactMessage)[]) {
    const value = values[field];
    if (value !== undefined) await page.getByLabel(named[field]).fill(value);
  }
}

/** Reads a multipart/form-data body into its fields. */
export function formFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[match[1]] = match[2];
  return fields;
}

/** The visitor's text is still in every field. */
export async function expectFieldsKept(page: Page, values: ContactMessage) {
  for (const field of Object.keys(labels) as (keyof ContactMessage)[]) {
    await expect(page.getByLabel(labels[field])).toHaveValue(values[field]);
  }
}

/** A failed send: the French error, what to do, the mailto link, the text kept, the button usable again. */
export async function expectFailure(page: Page, hint: RegExp | string, values: ContactMessage) {
  await expect(status(page)).toContainText(messages('fr').contact.status.error);
  await expect(status(page)).toContainText(hint);
  await expect(status(page).getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
  await expectFieldsKept(page, values);
  await expect(sendButton(page)).toBeEnabled();
}
