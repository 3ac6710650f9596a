import { getDefaultNormalizer, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendForm } from '@emailjs/browser';
import { contactFields, DRAFT_STORAGE_KEY } from '@/lib/browser/contact-draft';
import { COUNTER_FROM, MESSAGE_MAX_LENGTH } from '@/lib/browser/contact';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { prerender } from '@/lib/test/prerender';
import { ContactForm } from './ContactForm';

jest.mock('@emailjs/browser', () => ({ sendForm: jest.fn() }));
const send = sendForm as jest.MockedFunction<typeof sendForm>;

const settings = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };

const { contact: texts } = messages('fr');

/** What the visitor types, field by field, in the form's order. */
const typed = {
  user_name: 'Camille Recruteuse',
  user_email: 'camille@example.org',
  title: 'Stage',
  message: 'Bonjour, parlons de votre candidature.',
};
type Field = keyof typeof typed;
const fieldNames = Object.keys(typed) as Field[];
const input = (name: Field, locale: Locale = 'fr') =>
  screen.getByLabelText(messages(locale).contact.fields[name]) as HTMLInputElement;
const submit = (locale: Locale = 'fr') => screen.getByRole('button', { name: messages(locale).contact.submit });

async function fill(locale: Locale = 'fr') {
  // No pause between keystrokes: the form reacts to each one the same, and a long message typed with
  // jest's timer between letters made this file the slowest of the suite.
  const user = userEvent.setup({ delay: null });
  for (const name of fieldNames) await user.type(input(name, locale), typed[name]);
  return user;
}

async function fillAndSend(locale: Locale = 'fr') {
  const user = await fill(locale);
  await user.click(submit(locale));
}

const form = <ContactForm locale="fr" settings={settings} email="moi@example.org" />;
const renderForm = () => render(form);
const values = () => fieldNames.map((name) => input(name).value);

describe('the contact form', () => {
  // Each test is a new tab: no draft kept from the one before.
  beforeEach(() => {
    send.mockReset();
    sessionStorage.clear();
  });

  it('shows no status before anything is sent', () => {
    render(<ContactForm locale="fr" settings={settings} email="moi@example.org" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says "Envoi en cours..." and disables the button while sending', async () => {
    // Answered at the end: a send left pending would time out during a later test, however slow the machine.
    let answer: (response: { status: number; text: string }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ContactForm locale="fr" settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText(texts.status.sending)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    answer({ status: 200, text: 'OK' });
    expect(await screen.findByText(texts.status.success)).toBeInTheDocument();
  });

  it('sends the form with the configured ids, then confirms and empties the fields', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    render(<ContactForm locale="fr" settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText(texts.status.success)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, form, options] = send.mock.calls[0];
    expect([serviceId, templateId]).toEqual(['service_test', 'template_test']);
    expect(form).toBeInstanceOf(HTMLFormElement);
    expect(options).toMatchObject({ publicKey: 'public_test', limitRate: { throttle: 10_000 } });
    expect(input('user_name')).toHaveValue('');
    expect(input('message')).toHaveValue('');
  });

  it('reports a failure, logs it, keeps the text and offers the mailto link', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue({ status: 500, text: 'Internal Server Error' });
    render(<ContactForm locale="fr" settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText(texts.status.error)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(input('message')).toHaveValue(typed.message);
    expect(screen.getByRole('status')).toHaveTextContent(texts.failureHint.server);
    expect(screen.getByRole('link', { name: 'moi@example.org' })).toHaveAttribute('href', 'mailto:moi@example.org');
    await waitFor(() => expect(submit()).toBeEnabled());
    error.mockRestore();
  });

  it('is disabled with the mailto address when EmailJS is not configured', () => {
    render(<ContactForm locale="fr" settings={{ serviceId: '', templateId: '', publicKey: '' }} email="moi@example.org" />);
    expect(submit()).toBeDisabled();
    expect(screen.getByText(texts.notConfigured, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'moi@example.org' })).toBeInTheDocument();
  });

  describe('the draft', () => {
    it('comes back into every field when the visitor returns to the page', async () => {
      const { unmount } = renderForm();
      await fill();
      unmount();
      renderForm();
      await waitFor(() => expect(values()).toEqual(Object.values(typed)));
    });

    it('does not overwrite what was typed before the page hydrated', async () => {
      sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ user_name: 'Ancien nom', title: 'Ancien objet' }));
      // The page's HTML, typed into before React takes over.
      const page = prerender(form);
      page.container.querySelector<HTMLInputElement>('#user_name')!.value = 'Nom tapé tôt';
      page.hydrate();
      await waitFor(() => expect(input('title')).toHaveValue('Ancien objet'));
      expect(input('user_name')).toHaveValue('Nom tapé tôt');
    });

    it('is cleared once the message is sent', async () => {
      send.mockResolvedValue({ status: 200, text: 'OK' });
      const { unmount } = renderForm();
      await fillAndSend();
      expect(await screen.findByText(texts.status.success)).toBeInTheDocument();
      expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
      unmount();
      renderForm();
      expect(values()).toEqual(['', '', '', '']);
    });

    it('is kept when the send fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      send.mockRejectedValue({ status: 500, text: 'Internal Server Error' });
      renderForm();
      await fillAndSend();
      expect(await screen.findByText(texts.status.error)).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual({
        user_name: typed.user_name,
        user_email: typed.user_email,
        title: typed.title,
        message: typed.message,
      });
      jest.restoreAllMocks();
    });
  });

  describe('the bot trap', () => {
    const trap = () => document.getElementById('website') as HTMLInputElement;

    it('is out of reach: outside the Tab order, hidden from screen readers, never sent', () => {
      renderForm();
      expect(trap()).toHaveAttribute('tabindex', '-1');
      expect(trap().closest('[aria-hidden="true"]')).not.toBeNull();
      expect(trap()).not.toHaveAttribute('name');
      expect([...new FormData(trap().form!).keys()]).toEqual(contactFields.map(String));
    });

    it('when filled, calls no provider and looks sent, so a bot learns nothing', async () => {
      renderForm();
      const user = await fill();
      await user.type(trap(), 'https://spam.example');
      await user.click(submit());
      expect(await screen.findByText(texts.status.success)).toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
      expect(values()).toEqual(['', '', '', '']);
      expect(trap()).toHaveValue('');
      expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    });
  });

  describe('the counter under the message', () => {
    // French writes thousands with a narrow no-break space, which the default matching would turn
    // into a plain space.
    const nbsp = '\u202f';
    const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

    async function typeMessage(length: number) {
      const user = userEvent.setup();
      await user.click(input('message'));
      await user.paste('a'.repeat(length));
    }

    it('stays away from a short message', async () => {
      renderForm();
      await typeMessage(COUNTER_FROM - 1);
      expect(screen.queryByText(/caractères/)).toBeNull();
    });

    it("shows the length of a long one in French, as the field's description", async () => {
      renderForm();
      await typeMessage(1_240);
      const counter = screen.getByText(`1${nbsp}240 caractères`, asWritten);
      expect(input('message')).toHaveAccessibleDescription(counter.textContent!);
    });

    it('names the limit and announces it politely as it nears, and stops there', async () => {
      renderForm();
      await typeMessage(MESSAGE_MAX_LENGTH - 1_500);
      expect(screen.getByText(`18${nbsp}500 caractères sur 20${nbsp}000`, asWritten)).toBeInTheDocument();
      const live = screen.getByText(`Il reste moins de 2${nbsp}000 caractères avant la limite.`, asWritten);
      expect(live).toHaveAttribute('aria-live', 'polite');
      await typeMessage(5_000);
      expect(input('message')).toHaveValue('a'.repeat(MESSAGE_MAX_LENGTH));
      expect(live.textContent).toBe(`Limite de 20${nbsp}000 caractères atteinte.`);
    });
  });
});

describe('the contact form before React', () => {
  beforeEach(() => {
    send.mockReset();
    sessionStorage.clear();
  });

  it('cannot be submitted before React runs, nor without JavaScript: its text would land in the address', () => {
    prerender(form);
    expect(submit()).toBeDisabled();
  });

  it('takes what is typed before React runs, then sends it, once, when React has taken over', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const errors = jest.spyOn(console, 'error');
    const page = prerender(form);
    const user = await fill();
    page.hydrate();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(values()).toEqual(Object.values(typed));
    await user.click(submit());
    expect(await screen.findByText(texts.status.success)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(values()).toEqual(['', '', '', '']);
    expect(page.hydrationErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the contact form in English', () => {
  const english = messages('en').contact;
  const renderEnglish = (emailSettings = settings) =>
    render(<ContactForm locale="en" settings={emailSettings} email="me@example.org" />);

  beforeEach(() => {
    send.mockReset();
    sessionStorage.clear();
  });

  it('labels the same four fields in English and sends them under the same names', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    renderEnglish();
    for (const name of fieldNames) expect(input(name, 'en')).toHaveAttribute('id', name);
    await fillAndSend('en');
    expect(await screen.findByText(english.status.success)).toBeInTheDocument();
    const sent = send.mock.calls[0][2] as HTMLFormElement;
    expect([...new FormData(sent).keys()]).toEqual(contactFields.map(String));
  });

  it('says it is sending, then that the message is sent, in English', async () => {
    let answer: (response: { status: number; text: string }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderEnglish();
    await fillAndSend('en');
    expect(await screen.findByText(english.status.sending)).toBeInTheDocument();
    expect(submit('en')).toBeDisabled();
    answer({ status: 200, text: 'OK' });
    expect(await screen.findByText(english.status.success)).toBeInTheDocument();
  });

  it('reports a failure in English, with what to do and the mailto link', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    renderEnglish();
    await fillAndSend('en');
    expect(await screen.findByText(english.status.error)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${english.failureHint['rate-limit']} me@example.org.`);
    expect(input('message', 'en')).toHaveValue(typed.message);
    jest.restoreAllMocks();
  });

  it('counts a long message in English', async () => {
    renderEnglish();
    const user = userEvent.setup();
    await user.click(input('message', 'en'));
    await user.paste('a'.repeat(1_240));
    expect(screen.getByText('1,240 characters')).toBeInTheDocument();
  });

  it('tells in English that sending is not switched on yet', () => {
    renderEnglish({ serviceId: '', templateId: '', publicKey: '' });
    expect(screen.getByText(english.notConfigured, { exact: false })).toHaveTextContent(
      `${english.notConfigured} me@example.org.`,
    );
    expect(submit('en')).toBeDisabled();
  });
});
