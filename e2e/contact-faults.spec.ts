import { expect, test, type Page, type Route } from '@playwright/test';
import { expectFailure, fill, formFields, SEND_FORM, sendButton, status, type ContactMessage } from './contact-form';

// Every answer the provider can give, and none: each must end in the French error, a hint, the mailto
// link, the visitor's text still in the fields and the button usable again.
const typed: ContactMessage = {
  user_name: 'Zoé « Ça va ? » O’Brien',
  user_email: 'zoe@example.org',
  title: 'Stage <b>urgent</b> 🚀',
  message: 'Bonjour ! <script>alert("xss")</script> "guillemets" & accents : àéèêïôùç 😀',
};

async function fillAndSend(page: Page, values: ContactMessage = typed) {
  await fill(page, values);
  await sendButton(page).click();
}

// The failures are logged on purpose. A dialog would mean the typed <script> ran.
let dialogs: string[] = [];
test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
test.afterEach(() => {
  expect(dialogs).toEqual([]);
});

const answers: [number, string, RegExp][] = [
  [500, 'Internal Server Error', /réessayez plus tard/],
  [400, 'The template ID is invalid', /refusé la demande/],
  [403, 'Forbidden', /refusé ce message/],
  [429, 'Too Many Requests', /Trop de messages en peu de temps/],
];

for (const [code, body, hint] of answers) {
  test(`a ${code} answer keeps the message and says what to do`, async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status: code, body }));
    await page.goto('contact');
    await fillAndSend(page);
    await expectFailure(page, hint, typed);
  });
}

test('a dropped connection keeps the message and says what to do', async ({ page }) => {
  await page.route(SEND_FORM, (route) => route.abort('connectionreset'));
  await page.goto('contact');
  await fillAndSend(page);
  await expectFailure(page, /vérifiez votre réseau/, typed);
});

test('a provider that never answers is given up after 15 seconds', async ({ page }) => {
  await page.clock.install();
  const pending: Route[] = [];
  await page.route(SEND_FORM, (route) => {
    pending.push(route); // never answered
  });
  await page.goto('contact');
  await fillAndSend(page);
  await expect(status(page)).toHaveText('Envoi en cours...');
  // The 15 seconds count from the call to the provider: sent before hydration, a message leaves once
  // React runs, a moment after the press.
  await expect.poll(() => pending.length).toBe(1);
  await page.clock.fastForward(14_000);
  await expect(status(page)).toHaveText('Envoi en cours...');
  await page.clock.fastForward(1_500);
  await expectFailure(page, /ne répond pas/, typed);
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
  await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
  await fillAndSend(page);
  await expectFailure(page, /Trop de messages en peu de temps/, typed);
  expect(requests).toBe(1);
});

test('a 20,000-character message with emoji, quotes and HTML-like text is sent as typed', async ({ page }) => {
  const long = { ...typed, message: (typed.message + '\n').repeat(300).slice(0, 20_000) };
  let sent: Record<string, string> = {};
  await page.route(SEND_FORM, (route) => {
    sent = formFields(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('contact');
  await fillAndSend(page, long);
  await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
  // Form data sends line breaks as CRLF, as every browser does.
  expect(sent).toMatchObject({ ...long, message: long.message.replace(/\n/g, '\r\n') });
});
