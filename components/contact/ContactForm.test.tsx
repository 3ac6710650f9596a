import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendForm } from '@emailjs/browser';
import { ContactForm } from './ContactForm';

jest.mock('@emailjs/browser', () => ({ sendForm: jest.fn() }));
const send = sendForm as jest.MockedFunction<typeof sendForm>;

const settings = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nom'), 'Camille Recruteuse');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@example.org');
  await user.type(screen.getByLabelText('Objet'), 'Stage');
  await user.type(screen.getByLabelText('Message'), 'Bonjour, parlons de votre candidature.');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
}

describe('the contact form', () => {
  beforeEach(() => send.mockReset());

  it('shows no status before anything is sent', () => {
    render(<ContactForm settings={settings} email="moi@example.org" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says "Envoi en cours..." and disables the button while sending', async () => {
    send.mockReturnValue(new Promise(() => {}));
    render(<ContactForm settings={settings} email="moi@example.org" />);
    await fillAndSend();
    expect(await screen.findByText('Envoi en cours...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
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
});
