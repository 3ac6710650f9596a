import { getDefaultNormalizer, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendForm } from '@emailjs/browser';
import { contactFields, DRAFT_STORAGE_KEY } from '@/lib/browser/contact-draft';
import { COUNTER_FROM, MESSAGE_MAX_LENGTH } from '@/lib/browser/contact';
import { prerender } from '@/lib/test/prerender';
import { ContactForm } from './ContactForm';

jest.mock('@emailjs/browser', () => ({ sendForm: jest.fn() }));
const send = sendForm as jest.MockedFunction<typeof sendForm>;

const settings = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };

const typed = {
  Nom: 'Camille Recruteuse',
  'Adresse e-mail': 'camille@example.org',
  Objet: 'Stage',
  Message: 'Bonjour, parlons de votre candidature.',
};

async function fill() {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(typed)) await user.type(screen.getByLabelText(label), value);
  return user;
}

async function fillAndSend() {
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
}

const form = <ContactForm settings={settings} email="moi@example.org" />;
const renderForm = () => render(form);
const values = () => Object.keys(typed).map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

describe('the contact form', () => {
  // Each test is a new tab: no draft kept from the one before.
  beforeEach(() => {
    send.mockReset();
    sessionStorage.clear();
  });

  it('shows no status before anything is sent', () => {
    render(<ContactForm settings={settings} email="moi@example.org" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says "Envoi en cours..." and disables the button while sending', async () => {
    // Answered at the end: a send left pending would time out during a later test, however slow the machine.
    let answer: (response: { status: number; text: string }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ContactForm settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText('Envoi en cours...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    answer({ status: 200, text: 'OK' });
    expect(await screen.findByText('Message envoyé avec succès ✅')).toBeInTheDocument();
  });

  it('sends the form with the configured ids, then confirms and empties the fields', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    render(<ContactForm settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText('Message envoyé avec succès ✅')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, form, options] = send.mock.calls[0];
    expect([serviceId, templateId]).toEqual(['service_test', 'template_test']);
    expect(form).toBeInstanceOf(HTMLFormElement);
    expect(options).toMatchObject({ publicKey: 'public_test', limitRate: { throttle: 10_000 } });
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('reports a failure, logs it, keeps the text and offers the mailto link', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue({ status: 500, text: 'Internal Server Error' });
    render(<ContactForm settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText("Erreur lors de l'envoi ❌")).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour, parlons de votre candidature.');
    expect(screen.getByRole('status')).toHaveTextContent(/réessayez plus tard/);
    expect(screen.getByRole('link', { name: 'moi@example.org' })).toHaveAttribute('href', 'mailto:moi@example.org');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    error.mockRestore();
  });

  it('is disabled with the mailto address when EmailJS is not configured', () => {
    render(<ContactForm settings={{ serviceId: '', templateId: '', publicKey: '' }} email="moi@example.org" />);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(screen.getByText(/pas encore activé/)).toBeInTheDocument();
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
      await waitFor(() => expect(screen.getByLabelText('Objet')).toHaveValue('Ancien objet'));
      expect(screen.getByLabelText('Nom')).toHaveValue('Nom tapé tôt');
    });

    it('is cleared once the message is sent', async () => {
      send.mockResolvedValue({ status: 200, text: 'OK' });
      const { unmount } = renderForm();
      await fillAndSend();
      expect(await screen.findByText('Message envoyé avec succès ✅')).toBeInTheDocument();
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
      expect(await screen.findByText("Erreur lors de l'envoi ❌")).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual({
        user_name: typed.Nom,
        user_email: typed['Adresse e-mail'],
        title: typed.Objet,
        message: typed.Message,
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
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await screen.findByText('Message envoyé avec succès ✅')).toBeInTheDocument();
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
      await user.click(screen.getByLabelText('Message'));
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
      expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(counter.textContent!);
    });

    it('names the limit and announces it politely as it nears, and stops there', async () => {
      renderForm();
      await typeMessage(MESSAGE_MAX_LENGTH - 1_500);
      expect(screen.getByText(`18${nbsp}500 caractères sur 20${nbsp}000`, asWritten)).toBeInTheDocument();
      const live = screen.getByText(`Il reste moins de 2${nbsp}000 caractères avant la limite.`, asWritten);
      expect(live).toHaveAttribute('aria-live', 'polite');
      await typeMessage(5_000);
      expect(screen.getByLabelText('Message')).toHaveValue('a'.repeat(MESSAGE_MAX_LENGTH));
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
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('takes what is typed before React runs, then sends it, once, when React has taken over', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const errors = jest.spyOn(console, 'error');
    const page = prerender(form);
    const user = await fill();
    page.hydrate();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    expect(values()).toEqual(Object.values(typed));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Message envoyé avec succès ✅')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(values()).toEqual(['', '', '', '']);
    expect(page.hydrationErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
