// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConfirmProvider } from '../confirm/confirm-provider';
import { TitleCard, type TitleCardProps } from './title-card';

afterEach(cleanup);

function renderCard(props: Partial<TitleCardProps> = {}) {
  return render(
    <MemoryRouter>
      <TitleCard id={42} title="Heat" imageUrl="/img/w300/heat.jpg" {...props} />
    </MemoryRouter>,
  );
}

const link = () => screen.getByRole('link', { name: /Heat/ });

describe('TitleCard', () => {
  it('links to /movie/{id} by default and to /tv/{id} for TV', () => {
    renderCard();
    expect(link().getAttribute('href')).toBe('/movie/42');
    cleanup();
    renderCard({ type: 'tv' });
    expect(link().getAttribute('href')).toBe('/tv/42');
    cleanup();
    renderCard({ type: 'movie', isTV: true });
    expect(link().getAttribute('href')).toBe('/tv/42');
  });

  it('shows the poster lazily with fixed dimensions and falls back when it fails', () => {
    const { container } = renderCard();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/w300/heat.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('height')).toBe('450');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('uses the fallback poster when there is none', () => {
    const { container } = renderCard({ imageUrl: null });
    expect(container.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('shows at most 2 genre chips', () => {
    renderCard({ genres: ['Action', 'Crime', 'Drama'] });
    const chips = screen.getByRole('list', { name: 'Genres' }).querySelectorAll('li');
    expect([...chips].map((li) => li.textContent)).toEqual(['Action', 'Crime']);
    expect(screen.queryByText('Drama')).toBeNull();
  });

  it('shows the language and country line', () => {
    renderCard({ year: '1995', language: 'en', countries: ['US'] });
    expect(screen.getByText('1995 · English · United States')).toBeTruthy();
  });

  it("says 'Uncle Score unavailable' when there is no score", () => {
    renderCard({ uncleScore: null, uncleScoreSources: [] });
    expect(screen.getByText('Uncle Score unavailable')).toBeTruthy();
  });

  it("shows the server's Uncle Score and names its sources in a tooltip", () => {
    renderCard({ uncleScore: 8.3, uncleScoreSources: ['TMDB', 'IMDb', 'Rotten Tomatoes'] });
    const badge = screen.getByRole('button', { name: /Uncle Score 8\.3\/10/ });
    const tooltip = document.getElementById(badge.getAttribute('aria-describedby')!)!;
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toBe('Uncle Score from TMDB, IMDb, Rotten Tomatoes');
  });

  it('shows the watchlist toggle only with a handler', () => {
    renderCard({ isSaved: true });
    expect(screen.queryByRole('button', { name: /watchlist/ })).toBeNull();
    cleanup();
    const onToggleSaved = vi.fn();
    renderCard({ isSaved: false, onToggleSaved });
    fireEvent.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(onToggleSaved).toHaveBeenCalledOnce();
    cleanup();
    renderCard({ isSaved: true, onToggleSaved });
    expect(screen.getByRole('button', { name: 'Remove from watchlist' })).toBeTruthy();
  });

  it('asks in a dialog before an admin deletes, and only deletes on Delete', async () => {
    const onDelete = vi.fn();
    render(
      <ConfirmProvider>
        <MemoryRouter>
          <TitleCard
            id={42}
            title="Heat"
            imageUrl="/img/w300/heat.jpg"
            isAdmin
            onDelete={onDelete}
          />
        </MemoryRouter>
      </ConfirmProvider>,
    );
    const trash = screen.getByRole('button', { name: /Delete "Heat"/ });
    fireEvent.click(trash);
    await screen.findByText('Delete "Heat" from recommended?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete "Heat" from recommended?')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(trash);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
  });

  it('hides the trash button from non-admins', () => {
    renderCard({ isAdmin: false, onDelete: vi.fn() });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
