import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { messages } from '@/lib/i18n/messages';
import { hasEnglish, profile, visitPath } from './content';
import { expectFailure, fill, formFields, SEND_FORM, sendButton, status, type ContactMessage } from './contact-form';
import { expectHydrated, holdScripts } from './page-checks';

/** Test-build settings (scripts/run-tests.mts builds with these). */
const ids = { service_id: 'service_e2e', template_id: 'template_e2e', user_id: 'public_e2e' };

const message: ContactMessage = {
  user_name: 'Camille Recruteuse',
  title: 'Proposition de stage',
  user_email: 'camille@example.org',
  message: 'Bonjour,\nvotre profil nous intéresse pour un stage en avril.',
};

/** Collects the requests made to the provider and answers them as `respond` says. */
async function provider(page: Page, respond: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(SEND_FORM, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

/** A provider that answers OK only when `answer` is called: the form's state while it waits shows. */
async function heldProvider(page: Page) {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests = await provider(page, async (route) => {
    await answered;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  return { requests, answer };
}

test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('contact');
  });

  test('has four required, labelled fields, the e-mail one of type email', async ({ page }) => {
    for (const label of ['Nom', 'Adresse e-mail', 'Objet', 'Message']) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('type', 'email');
    await expect(status(page)).toHaveText('');
  });

  test('sends nothing while a field is empty', async ({ page }) => {
    const requests = await provider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await sendButton(page).click();
    await expect(page.getByLabel('Nom')).toBeFocused();
    await fill(page, { ...message, message: '' });
    await sendButton(page).click();
    await expect(page.getByLabel('Message')).toBeFocused();
    expect(requests).toHaveLength(0);
    await expect(status(page)).toHaveText('');
  });

  test('sends nothing with a malformed e-mail address', async ({ page }) => {
    const requests = await provider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await fill(page, { ...message, user_email: 'camille.example.org' });
    await sendButton(page).click();
    await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
    expect(await page.getByLabel('Adresse e-mail').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
  });

  test('sends the four fields and the ids, then confirms and empties the form', async ({ page }) => {
    const requests = await provider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await fill(page, message);
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    expect(requests).toHaveLength(1);
    expect(requests[0].method()).toBe('POST');
    // Form data sends line breaks as CRLF, as every browser does.
    const sent = { ...message, message: message.message.replace(/\n/g, '\r\n') };
    expect(formFields(requests[0])).toEqual({ ...sent, lib_version: '4.4.1', ...ids });
    for (const label of ['Nom', 'Adresse e-mail', 'Objet', 'Message']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
  });

  test('says "Envoi en cours..." and sends one message for a double click', async ({ page }) => {
    const { requests, answer } = await heldProvider(page);
    await fill(page, message);
    await sendButton(page).dblclick();
    await expect(status(page)).toHaveText('Envoi en cours...');
    await expect(sendButton(page)).toBeDisabled();
    answer();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    expect(requests).toHaveLength(1);
  });

  test('keeps the message and explains what to do when the provider fails (500)', async ({ page }) => {
    await provider(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill(page, message);
    await sendButton(page).click();
    await expectFailure(page, 'réessayez plus tard', message);
  });

  test('keeps the message when the network is down', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
    await provider(page, (route) => route.abort('internetdisconnected'));
    await fill(page, message);
    await sendButton(page).click();
    await expectFailure(page, 'vérifiez votre réseau', message);
    expect(errors.some((text) => text.includes("Échec de l'envoi"))).toBe(true);
  });
});

test.describe('before the page has hydrated', () => {
  test('takes typing at once, then sends the message, once, when the scripts have arrived', async ({ page }) => {
    const requests = await provider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    const release = await holdScripts(page);
    await page.goto('contact', { waitUntil: 'domcontentloaded' });
    await fill(page, message);
    // Until React runs, a submit could only be native, and would put the message in the address.
    await expect(sendButton(page)).toBeDisabled();
    release();
    await expectHydrated(page);
    await expect(page.getByLabel('Nom')).toHaveValue(message.user_name);
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    expect(requests).toHaveLength(1);
    expect(formFields(requests[0])).toMatchObject({ user_name: message.user_name, title: message.title });
    await expect(page.getByLabel('Nom')).toHaveValue('');
  });
});

test.describe('the English contact form', () => {
  test.skip(!hasEnglish, 'the site is built in French only');
  const english = messages('en').contact;
  const labels = Object.values(english.fields);

  test.beforeEach(async ({ page }) => {
    await page.goto(visitPath('en', { page: 'contact' }));
  });

  test('sends the same four fields and ids, saying so in English', async ({ page }) => {
    const { requests, answer } = await heldProvider(page);
    for (const label of labels) await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    await fill(page, message, 'en');
    await sendButton(page, 'en').click();
    await expect(status(page)).toHaveText(english.status.sending);
    answer();
    await expect(status(page)).toHaveText(english.status.success);
    const sent = { ...message, message: message.message.replace(/\n/g, '\r\n') };
    expect(formFields(requests[0])).toEqual({ ...sent, lib_version: '4.4.1', ...ids });
    for (const label of labels) await expect(page.getByLabel(label)).toHaveValue('');
  });

  test('says in English what went wrong and what to do, and keeps the message', async ({ page }) => {
    await provider(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill(page, message, 'en');
    await sendButton(page, 'en').click();
    await expect(status(page)).toContainText(english.status.error);
    await expect(status(page)).toContainText(english.failureHint.server);
    await expect(status(page).getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
    for (const [field, label] of Object.entries(english.fields)) {
      await expect(page.getByLabel(label)).toHaveValue(message[field as keyof ContactMessage]);
    }
    await expect(sendButton(page, 'en')).toBeEnabled();
  });
});
