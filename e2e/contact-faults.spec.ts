import { expect, test, type Page, type Route } from '@playwright/test';

// Every answer the provider can give, and none: each must end in the French error, a hint, the mailto
// link, the visitor's text still in the fields and the button usable again.
const SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form';

const typed = {
  user_name: 'Zoé « Ça va ? » O’Brien',
  user_email: 'zoe@example.org',
  title: 'Stage <b>urgent</b> 🚀',
  message: 'Bonjour ! <script>alert("xss")</script> "guillemets" & accents : àéèêïôùç 😀',
};

async function fillAndSend(page: Page, values = typed) {
  await page.getByLabel('Nom').fill(values.user_name);
  await page.getByLabel('Adresse e-mail').fill(values.user_email);
  await page.getByLabel('Objet').fill(values.title);
  await page.getByLabel('Message').fill(values.message);
  await page.getByRole('button', { name: 'Envoyer' }).click();
}

async function expectFailure(page: Page, hint: RegExp) {
  const status = page.getByRole('status');
  await expect(status).toContainText("Erreur lors de l'envoi ❌");
  await expect(status).toContainText(hint);
  await expect(status.getByRole('link', { name: 'alex.exemple@example.org' })).toHaveAttribute(
    'href',
    'mailto:alex.exemple@example.org',
  );
  await expect(page.getByLabel('Nom')).toHaveValue(typed.user_name);
  await expect(page.getByLabel('Objet')).toHaveValue(typed.title);
  await expect(page.getByLabel('Message')).toHaveValue(typed.message);
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
}

test.beforeEach(async ({ page }) => {
  // The failures are logged on purpose; a dialog would mean typed HTML ran.
  page.on('dialog', () => {
    throw new Error('A dialog opened: typed text was run as HTML');
  });
});

const answers: [number, string, RegExp][] = [
  [500, 'Internal Server Error', /réessayez plus tard/],
  [400, 'The template ID is invalid', /refusé la demande/],
  [403, 'Forbidden', /refusé ce message/],
  [429, 'Too Many Requests', /Trop de messages en peu de temps/],
];

for (const [status, body, hint] of answers) {
  test(`a ${status} answer keeps the message and says what to do`, async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status, body }));
    await page.goto('contact');
    await fillAndSend(page);
    await expectFailure(page, hint);
  });
}

test('a dropped connection keeps the message and says what to do', async ({ page }) => {
  await page.route(SEND_FORM, (route) => route.abort('connectionreset'));
  await page.goto('contact');
  await fillAndSend(page);
  await expectFailure(page, /vérifiez votre réseau/);
});

test('a provider that never answers is given up after 15 seconds', async ({ page }) => {
  await page.clock.install();
  const pending: Route[] = [];
  await page.route(SEND_FORM, (route) => {
    pending.push(route); // never answered
  });
  await page.goto('contact');
  await fillAndSend(page);
  await expect(page.getByRole('status')).toHaveText('Envoi en cours...');
  await page.clock.fastForward(14_000);
  await expect(page.getByRole('status')).toHaveText('Envoi en cours...');
  await page.clock.fastForward(1_500);
  await expectFailure(page, /ne répond pas/);
  expect(pending).toHaveLength(1);
});

test('a second message within 10 seconds is held back by the rate limit', async ({ page }) => {
  let requests = 0;
  await page.route(SEND_FORM, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('contact');
  await fillAndSend(page);
  await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès ✅');
  await fillAndSend(page);
  await expectFailure(page, /Trop de messages en peu de temps/);
  expect(requests).toBe(1);
});

test('a 20,000-character message with emoji, quotes and HTML-like text is sent as typed', async ({ page }) => {
  const long = { ...typed, message: (typed.message + '\n').repeat(300).slice(0, 20_000) };
  let sent = '';
  await page.route(SEND_FORM, (route) => {
    sent = route.request().postDataBuffer()?.toString('utf8') ?? '';
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('contact');
  await fillAndSend(page, long);
  await expect(page.getByRole('status')).toHaveText('Message envoyé avec succès ✅');
  const field = (name: string) => sent.match(new RegExp(`name="${name}"\\r\\n\\r\\n([\\s\\S]*?)\\r\\n--`))?.[1];
  expect(field('message')).toBe(long.message.replace(/\n/g, '\r\n'));
  expect(field('title')).toBe(typed.title);
  expect(field('user_name')).toBe(typed.user_name);
  // Nothing the visitor typed became markup on the page.
  await expect(page.locator('b', { hasText: 'urgent' })).toHaveCount(0);
});
