import net from 'node:net';

/** What Fastify's `trustProxy` accepts, as TRUST_PROXY may set it. */
export type TrustProxy = boolean | number | string[];

/** Names proxy-addr (behind Fastify's trustProxy) understands besides addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the socket address is the client), `true` (trust every
 * proxy: only when nothing can reach the server except through them), a number of proxy hops
 * to trust, or a comma-separated list of proxy addresses / CIDR ranges / loopback, linklocal,
 * uniquelocal. Returns an error message for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || entries.length === 0) {
    return {
      error:
        'must be true, false, a number of proxy hops, or a comma-separated list of IP addresses or CIDR ranges',
    };
  }
  return entries;
}

/** Fastify's option value: a hop count becomes "trust the first n hops" (what proxy-addr does). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
