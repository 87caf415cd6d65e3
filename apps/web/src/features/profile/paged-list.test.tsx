// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';

import { PagedList } from './paged-list';

afterEach(cleanup);

const titles = Array.from({ length: 45 }, (_, i) => (i === 30 ? 'Amélie' : `Film ${i + 1}`));

function renderList(items = titles) {
  return render(
    <PagedList
      items={items}
      label="Diary"
      listClass=""
      textOf={(t) => t}
      renderItem={(t) => <li key={t}>{t}</li>}
    />,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Diary' })).getAllByRole('listitem');

describe('PagedList', () => {
  it('shows 20 rows, then 20 more at a time, and says how many of how many', () => {
    renderList();
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('status').textContent).toBe('Showing 20 of 45.');
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(rows()).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(rows()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
  });

  it('filters by title, ignoring case and accents, and says when nothing matches', () => {
    renderList();
    const box = screen.getByRole('searchbox', { name: 'Filter diary by title' });
    fireEvent.input(box, { target: { value: 'AMELIE' } });
    expect(rows().map((r) => r.textContent)).toEqual(['Amélie']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 1 matching (45 in all).');
    fireEvent.input(box, { target: { value: 'zzz' } });
    expect(screen.queryByRole('list', { name: 'Diary' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No titles match "zzz".');
  });

  it('gives a short list neither a filter nor a button', () => {
    renderList(titles.slice(0, 5));
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
