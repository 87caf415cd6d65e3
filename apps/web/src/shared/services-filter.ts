import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { useSession } from './session';
import { servicesKeyPart, useMyServices } from './services-api';

/** The URL parameter every filtered list reads: `services=mine` or `services=8,337`. */
export const SERVICES_PARAM = 'services';

/** The filter a URL asks for: 'mine', a list of provider ids, or undefined (off). */
export function servicesFilterOf(params: URLSearchParams): string | undefined {
  const value = params.get(SERVICES_PARAM)?.trim();
  if (!value) return undefined;
  if (value === 'mine') return 'mine';
  return /^\d{1,9}(,\d{1,9}){0,49}$/.test(value) ? value : undefined;
}

export { servicesKeyPart };

/** The note cards of a filtered list carry: every title there is on those services. */
export const servicesBadge = (services: string | undefined) =>
  services === undefined
    ? undefined
    : services === 'mine'
      ? 'On your services'
      : 'On the chosen services';

/**
 * The badge of one card of a whole list (the watchlist, the picks), whose titles on my
 * services come from one filtered request of the same list (`mineKeys`), never one per card.
 */
export function cardServicesBadge(
  services: string | undefined,
  mineKeys: ReadonlySet<string> | undefined,
  key: string,
): string | undefined {
  if (services && services !== 'mine') return servicesBadge(services);
  return mineKeys?.has(key) ? servicesBadge('mine') : undefined;
}

/** True once the signed-in user has saved at least one service. */
export function useHasServices(): boolean {
  return (useMyServices().data?.services.length ?? 0) > 0;
}

export type ServicesBlock = 'sign-in' | 'choose' | null;

export interface ServicesFilter {
  /** What goes to the API as `services=`; undefined when off or not yet askable. */
  services: string | undefined;
  /** The switch's state (the URL's). */
  on: boolean;
  /** Why a list cannot be filtered yet: signed out, or no services chosen. */
  blocked: ServicesBlock;
  /** True while the session or the saved services are still being asked for. */
  pending: boolean;
  setOn(on: boolean): void;
}

/**
 * The "On my services" switch of a list page: kept in the URL, so a reload, a shared link or
 * Back keeps it; `services=mine` needs a session and saved services, a list of ids does not.
 */
export function useServicesFilter(): ServicesFilter {
  const [params, setParams] = useSearchParams();
  const wanted = servicesFilterOf(params);
  const { user, isPending: sessionPending } = useSession();
  const mine = useMyServices();
  const setOn = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set(SERVICES_PARAM, 'mine');
          else next.delete(SERVICES_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  if (wanted !== 'mine') {
    return { services: wanted, on: Boolean(wanted), blocked: null, pending: false, setOn };
  }
  if (sessionPending) return { services: undefined, on: true, blocked: null, pending: true, setOn };
  if (!user) return { services: undefined, on: true, blocked: 'sign-in', pending: false, setOn };
  if (mine.isPending) return { services: undefined, on: true, blocked: null, pending: true, setOn };
  const chosen = (mine.data?.services.length ?? 0) > 0;
  return chosen
    ? { services: 'mine', on: true, blocked: null, pending: false, setOn }
    : { services: undefined, on: true, blocked: 'choose', pending: false, setOn };
}
