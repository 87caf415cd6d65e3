// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Password reset email sent', 'success')}>
      go
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it('shows a toast and removes it after 3 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status').textContent).toBe('Password reset email sent');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
