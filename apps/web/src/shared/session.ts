import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { MeResponse, SessionUser } from '@unclewatch/core';

import { apiRequest } from './api';

export const sessionQueryKey = ['session'] as const;

/** The one session call: GET /api/me, shared by every component through the query cache. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => apiRequest<MeResponse>('/api/me', { signal }),
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
});

export interface SessionState {
  user: SessionUser | null;
  isAdmin: boolean;
  /** True until the first answer arrives. */
  isPending: boolean;
}

export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  const user = data?.user ?? null;
  return { user, isAdmin: user?.isAdmin ?? false, isPending };
}

/** The localStorage flag index.html reads before paint: this browser was signed in (a hint, not a credential). */
export const SIGNED_IN_HINT = 'uw:signed-in';

/**
 * Keeps the pre-paint hint in step with the session and marks the page once the session is
 * known (`html.session-known`). Until then a page opened by a browser that was signed in hides
 * what could be a spoiler (`[data-spoiler]`, index.css): a server-rendered season page never
 * shows a signed-in user the names of episodes they have not watched, even for a moment.
 */
export function useSessionHint(): void {
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (isPending) return;
    try {
      if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
      else localStorage.removeItem(SIGNED_IN_HINT);
    } catch {
      // Storage may be off (private mode): the page then waits for nothing.
    }
    document.documentElement.classList.add('session-known');
  }, [signedIn, isPending]);
}

/** Re-reads the session after a sign-in, sign-out or account change. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Signs out (this device, or every device) and forgets the cached user and their data. */
export function useSignOut(options: { everywhere?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (options.everywhere)
        await apiRequest('/api/auth/revoke-sessions', { method: 'POST', body: {} });
      await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
    },
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData<MeResponse>(sessionQueryKey, { user: null });
    },
  });
}

/** The avatar letter: the email's first character, upper-cased. */
export const avatarInitial = (email: string): string => (email.trim()[0] ?? '?').toUpperCase();

/**
 * After "Who's watching?" changes who this device watches as (a child's profile, or back to the
 * adult): forget the last viewer's data and re-read the session.
 */
export function useViewerChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Back from a child's profile to the adult: their password, or their limits PIN. */
export const leaveProfile = (proof: { password: string } | { pin: string }) =>
  apiRequest<void>('/api/me/profile/leave', { method: 'POST', body: proof });
