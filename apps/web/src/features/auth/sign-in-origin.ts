/** The hosts better-auth accepts without PUBLIC_URL (the server's LOOPBACK_HOSTS, any port). */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface PageAddress {
  origin: string;
  hostname: string;
}

/**
 * Whether the server accepts a sign-in from this page's address: with PUBLIC_URL only from
 * that origin, without it only from a loopback host. Elsewhere sign-in fails with "Invalid
 * origin".
 */
export function acceptsSignInFrom(page: PageAddress, publicOrigin: string | null): boolean {
  if (publicOrigin !== null) return page.origin === publicOrigin;
  return LOOPBACK_HOSTNAMES.has(page.hostname);
}
