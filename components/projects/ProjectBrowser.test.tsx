import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectSummary } from '@/lib/projects';
import { ProjectBrowser } from './ProjectBrowser';
import { testImage, testTechnologies } from '@/components/shared/test-fixtures';

// The address is the filter's store. As Next does in a browser, the mock re-renders its readers when
// history.pushState changes the address, so successive clicks build on each other.
jest.mock('next/navigation', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  const listeners = new Set<() => void>();
  const pushState = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History['pushState']>) => {
    pushState(...args);
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useSearchParams: () =>
      new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
  };
});

const projects: ProjectSummary[] = [
  { slug: 'vitrine', titre: 'Vitrine', type: 'professionnel', tags: ['React', 'JavaScript'], thumbnail: testImage('v') },
  { slug: 'carnet', titre: 'Carnet', type: 'universitaire', tags: ['PHP', 'HTML', 'CSS', 'SQL'], thumbnail: testImage('c') },
];
const technologies = testTechnologies(['HTML', 'CSS', 'JavaScript', 'PHP', 'SQL', 'React']);

function renderAt(query: string) {
  window.history.replaceState(null, '', `/projets${query}`);
  render(<ProjectBrowser projects={projects} technologies={technologies} />);
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the project list', () => {
  it('shows every project with the panel closed by default', () => {
    renderAt('');
    expect(titles()).toEqual(['Vitrine', 'Carnet']);
    const toggle = screen.getByRole('button', { name: 'Afficher les filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('flips the panel and its label on each click', async () => {
    const user = userEvent.setup();
    renderAt('');
    await user.click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    const toggle = screen.getByRole('button', { name: 'Masquer les filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: 'Tous les types' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tous les types' })).toHaveAttribute('value', '');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Afficher les filtres' })).toBeInTheDocument();
  });

  it('shows the filtered list of a shared address, with the panel open', () => {
    renderAt('?type=universitaire&tags=PHP,SQL');
    expect(titles()).toEqual(['Carnet']);
    expect(screen.getByRole('radio', { name: 'Universitaire' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'PHP' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when no project matches', () => {
    renderAt('?tags=PHP,React');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun projet ne correspond a ce filtre.');
  });

  it('writes each change to the address as a new history entry, and combines type and tags', async () => {
    const user = userEvent.setup();
    const push = jest.spyOn(window.history, 'pushState');
    renderAt('');
    await user.click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    await user.click(screen.getByRole('radio', { name: 'Universitaire' }));
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire');
    expect(screen.getByRole('radio', { name: 'Universitaire' })).toBeChecked();
    expect(titles()).toEqual(['Carnet']);
    await user.click(screen.getByRole('button', { name: 'SQL' }));
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire&tags=SQL');
    expect(screen.getByRole('button', { name: 'SQL' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Carnet']);
    await user.click(screen.getByRole('button', { name: 'React' }));
    expect(push).toHaveBeenLastCalledWith(null, '', '?type=universitaire&tags=SQL,React');
    expect(titles()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Tous les types' }));
    expect(push).toHaveBeenLastCalledWith(null, '', '?tags=SQL,React');
    expect(push).toHaveBeenCalledTimes(4);
    push.mockRestore();
  });
});
