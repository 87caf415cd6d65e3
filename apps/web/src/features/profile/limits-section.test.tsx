// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { LimitsResponse } from '@unclewatch/core';
import { afterEach, describe, expect, it } from 'vitest';

import { ToastProvider } from '#/components/toast/toast-provider';
import { setApiTransport } from '#/shared/api';

import { LimitsSection } from './limits-section';

afterEach(cleanup);

/** A fake server: GET answers `saved`, PUT answers `put` and is recorded. */
function serve(saved: LimitsResponse, put: { status: number; body: unknown }) {
  const puts: unknown[] = [];
  setApiTransport(async (_input, init) => {
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(put.body), { status: put.status });
    }
    return new Response(JSON.stringify(saved), { status: 200 });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ToastProvider>
        <LimitsSection />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return puts;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));

describe('Rating limits section', () => {
  it('needs the PIN once one is set, and says when it is wrong', async () => {
    const saved: LimitsResponse = {
      maxMovie: 'PG',
      maxTv: 'TV-Y7',
      unrated: 'hide',
      pinSet: true,
      setBy: 'self',
    };
    const puts = serve(saved, { status: 403, body: { error: 'Wrong PIN' } });
    const movie = await screen.findByLabelText('Highest movie rating');
    expect((movie as HTMLSelectElement).value).toBe('PG');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the PIN (4 to 8 digits).');
    expect(puts).toEqual([]);

    fireEvent.input(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong PIN'));
    expect(puts).toEqual([{ maxMovie: 'PG', maxTv: 'TV-Y7', unrated: 'hide', pin: '1234' }]);
  });

  it('sets a first PIN of 4 to 8 digits with the limits', async () => {
    const saved: LimitsResponse = {
      maxMovie: null,
      maxTv: null,
      unrated: 'show',
      pinSet: false,
      setBy: null,
    };
    const puts = serve(saved, { status: 200, body: { ...saved, pinSet: true } });
    const newPin = await screen.findByLabelText('PIN (optional, 4 to 8 digits)');
    expect(screen.queryByLabelText('PIN')).toBeNull();
    fireEvent.input(newPin, { target: { value: '12ab' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('A new PIN must be 4 to 8 digits.');
    fireEvent.input(newPin, { target: { value: '246810' } });
    save();
    await screen.findByText('Rating limits saved');
    expect(puts).toEqual([{ maxMovie: null, maxTv: null, unrated: 'show', newPin: '246810' }]);
    // Saved with a PIN: the form now asks for it.
    await screen.findByLabelText('PIN');
  });
});
