import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectCarousel } from './ProjectCarousel';
import { testImage } from '@/components/shared/test-fixtures';

const images = ['a', 'b', 'c'].map(testImage);
const visibleAlt = () => screen.getByRole('img').getAttribute('alt');

describe('the carousel', () => {
  it('shows the first image and where it stands', () => {
    render(<ProjectCarousel images={images} title="Démo" />);
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
  });

  it('wraps from the last image to the first with "next"', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel images={images} title="Démo" />);
    const next = screen.getByRole('button', { name: 'Image suivante' });
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 1 sur 3');
  });

  it('wraps from the first image to the last with "previous"', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel images={images} title="Démo" />);
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 3 sur 3');
  });

  it('follows the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProjectCarousel images={images} title="Démo" />);
    screen.getByRole('button', { name: 'Image suivante' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 2 sur 3')).toBeInTheDocument();
  });

  it('has no buttons for a single image', () => {
    render(<ProjectCarousel images={[testImage('seule')]} title="Démo" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleAlt()).toBe('Démo, capture 1 sur 1');
  });
});
