import { expect, test, type Page, type Request } from '@playwright/test';

// The EmailJS endpoint the contact form posts to; every test intercepts it, nothing leaves the machine.
const SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form';

/** Test-build settings (scripts/test-all.mjs builds with these). */
const ids = { service_id: 'service_e2e', template_id: 'template_e2e', user_id: 'public_e2e' };

const message = {
  user_name: 'Camille Recruteuse',
  title: 'Proposition de stage',
  user_email: 'camille@example.org',
  message: 'Bonjour,\nvotre profil nous intéresse pour un stage en avril.',
};

/** Collects the requests made to the provider and answers them as `respond` says. */
async function provider(page: Page, respond: (route: import('@playwright/test').Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(SEND_FORM, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

async function fill(page: Page, values: Partial<typeof message> = message) {
  if (values.user_name !== undefined) await page.getByLabel('Nom').fill(values.user_name);
  if (values.user_email !== undefined) await page.getByLabel('Adresse e-mail').fill(values.user_email);
  if (values.title !== undefined) await page.getByLabel('Objet').fill(values.title);
  if (values.message !== undefined) await page.getByLabel('Message').fill(values.message);
}

/** Reads a multipart/form-data body into its fields. */
function formFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[match[1]] = match[2];
  return fields;
}

const status = (page: Page) => page.getByRole('status');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Envoyer' });

async function expectFieldsKept(page: Page, values = message) {
  await expect(page.getByLabel('Nom')).toHaveValue(values.user_name);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(values.user_email);
  await expect(page.getByLabel('Objet')).toHaveValue(values.title);
  await expect(page.getByLabel('Message')).toHaveValue(values.message);
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
    await fill(page);
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
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requests = await provider(page, async (route) => {
      await answered;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await fill(page);
    await sendButton(page).dblclick();
    await expect(status(page)).toHaveText('Envoi en cours...');
    await expect(sendButton(page)).toBeDisabled();
    answer();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    expect(requests).toHaveLength(1);
  });

  test('keeps the message and explains what to do when the provider fails (500)', async ({ page }) => {
    page.on('console', () => {}); // The failure is logged on purpose.
    await provider(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill(page);
    await sendButton(page).click();
    await expect(status(page)).toContainText("Erreur lors de l'envoi ❌");
    await expect(status(page)).toContainText('réessayez plus tard');
    await expect(status(page).getByRole('link', { name: 'alex.exemple@example.org' })).toHaveAttribute(
      'href',
      'mailto:alex.exemple@example.org',
    );
    await expectFieldsKept(page);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('keeps the message when the network is down', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
    await provider(page, (route) => route.abort('internetdisconnected'));
    await fill(page);
    await sendButton(page).click();
    await expect(status(page)).toContainText("Erreur lors de l'envoi ❌");
    await expect(status(page)).toContainText('vérifiez votre réseau');
    await expectFieldsKept(page);
    await expect(sendButton(page)).toBeEnabled();
    expect(errors.some((text) => text.includes("Échec de l'envoi"))).toBe(true);
  });
});
