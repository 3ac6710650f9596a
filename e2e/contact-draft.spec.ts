import { expect, test, type Page } from '@playwright/test';
import { mainNavigation as menuIn } from '@/lib/site/navigation';
import { COUNTER_FROM, MESSAGE_MAX_LENGTH, messageCounter } from '@/lib/browser/contact';
import { DRAFT_STORAGE_KEY } from '@/lib/browser/contact-draft';
import { expectFieldsKept, fill, formFields, SEND_FORM, sendButton, status, type ContactMessage } from './contact-form';
import { pathPattern } from './site';

const mainNavigation = menuIn('fr');

const message: ContactMessage = {
  user_name: 'Camille Recruteuse',
  user_email: 'camille@example.org',
  title: 'Proposition de stage',
  message: 'Bonjour,\nvotre profil nous intéresse. « Guillemets », accents : àéèêïôùç 😀',
};

const empty: ContactMessage = { user_name: '', user_email: '', title: '', message: '' };

/** Counts the requests made to the provider, and answers them with a success. */
async function provider(page: Page) {
  const requests: Record<string, string>[] = [];
  await page.route(SEND_FORM, (route) => {
    requests.push(formFields(route.request()));
    return route.fulfill({ status: 200, body: 'OK' });
  });
  return requests;
}

const kept = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY);

// Not tagged @navigation: the base-path run builds without EmailJS settings, where the form is disabled.
test.describe('the contact draft', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('contact');
    await expect(sendButton(page)).toBeEnabled();
  });

  test('brings back all four fields after a reload', async ({ page }) => {
    await fill(page, message);
    await page.reload();
    await expectFieldsKept(page, message);
  });

  test('brings them back after a tap on a link and the way back to the page', async ({ page }) => {
    await fill(page, message);
    const elsewhere = mainNavigation.find((entry) => entry.href !== '/contact')!;
    await page.getByRole('banner').getByRole('link', { name: elsewhere.label }).click();
    await expect(page).toHaveURL(pathPattern(elsewhere.href.slice(1)));
    // A new load of the page, not the browser's history: only the kept draft can refill the form.
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(pathPattern('contact'));
    await expectFieldsKept(page, message);
  });

  test('is forgotten once the message is sent', async ({ page }) => {
    const requests = await provider(page);
    await fill(page, message);
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    expect(requests).toHaveLength(1);
    expect(await kept(page)).toBeNull();
    await page.reload();
    await expect(sendButton(page)).toBeEnabled();
    await expectFieldsKept(page, empty);
  });

  test('is kept when the send fails, for the next try', async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill(page, message);
    await sendButton(page).click();
    await expect(status(page)).toContainText("Erreur lors de l'envoi ❌");
    await page.reload();
    await expectFieldsKept(page, message);
  });
});

test.describe('the bot trap', () => {
  test('a bot that fills every field is told the message left, and the provider is never called', async ({ page }) => {
    const requests = await provider(page);
    await page.goto('contact');
    await expect(sendButton(page)).toBeEnabled();
    await fill(page, message);
    // What a bot does: every text input of the form gets a value.
    await page.locator('form input[type="text"]').evaluateAll((inputs: HTMLInputElement[]) => {
      for (const input of inputs) if (!input.value) input.value = 'https://spam.example';
    });
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    await expectFieldsKept(page, empty);
    expect(requests).toEqual([]);
    expect(await kept(page)).toBeNull();
  });

  test('people never meet it: not seen, not reached with Tab, not read, not sent', async ({ page }) => {
    const requests = await provider(page);
    await page.goto('contact');
    await expect(sendButton(page)).toBeEnabled();
    // The form as people perceive it: four fields and the button, in order.
    const form = page.locator('form');
    await expect(form.getByRole('textbox')).toHaveCount(4);
    await page.getByLabel('Nom').focus();
    for (const label of ['Adresse e-mail', 'Objet', 'Message']) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    }
    const trap = form.locator('input:not([name])');
    await expect(trap).toHaveCount(1);
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width <= 0 || box.width * box.height <= 1).toBe(true);
    await fill(page, message);
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Message envoyé avec succès ✅');
    expect(Object.keys(requests[0]).sort()).toEqual(
      ['lib_version', 'message', 'service_id', 'template_id', 'title', 'user_email', 'user_id', 'user_name'].sort(),
    );
  });
});

test.describe('the counter under the message', () => {
  const counter = (page: Page) => page.locator('#message-count');

  test('appears once the message is long, in French, and names the limit as it nears', async ({ page }) => {
    await page.goto('contact');
    await expect(sendButton(page)).toBeEnabled();
    await fill(page, { message: 'a'.repeat(COUNTER_FROM - 1) });
    await expect(counter(page)).toHaveCount(0);
    await fill(page, { message: 'a'.repeat(1_240) });
    // French groups thousands with a narrow no-break space.
    await expect(counter(page)).toHaveJSProperty('textContent', messageCounter('fr', 1_240).shown);
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(messageCounter('fr', 1_240).shown!);
    await page.getByLabel('Message').press('End');
    await page.keyboard.insertText('b'.repeat(MESSAGE_MAX_LENGTH));
    // The field takes no more than the limit.
    const length = () => page.getByLabel('Message').evaluate((field: HTMLTextAreaElement) => field.value.length);
    await expect.poll(length).toBe(MESSAGE_MAX_LENGTH);
    const full = messageCounter('fr', MESSAGE_MAX_LENGTH);
    await expect(counter(page)).toHaveJSProperty('textContent', full.shown);
    await expect(page.getByText(full.announcement)).toHaveAttribute('aria-live', 'polite');
  });
});
