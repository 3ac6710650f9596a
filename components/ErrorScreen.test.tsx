import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from './ErrorScreen';

describe('the error screen', () => {
  it('explains in French, logs the error and retries on demand', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const retry = jest.fn();
    const error = new Error('rendu impossible');
    render(<ErrorScreen error={error} onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Une erreur est survenue');
    expect(screen.getByRole('link', { name: "Revenir à l'accueil" })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });
});
