import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';

import ipaddr from 'ipaddr.js';

/** Where a channel's request may go and for how long (issue #44: URLs typed by users). */
export interface OutboundPolicy {
  /**
   * ALERTS_ALLOW_PRIVATE_URLS: loopback, link-local and private networks allowed (a LAN ntfy);
   * or which of their addresses are.
   */
  allowPrivate: boolean | ((address: string) => boolean);
  timeoutMs: number;
  /** Name resolution; the system's by default (tests give their own). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface PostAnswer {
  status: number;
}

/** The request never reached a receiver we may call: the reason is shown to its owner. */
export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

const MAX_REDIRECTS = 3;
const PRIVATE_HINT = 'set ALERTS_ALLOW_PRIVATE_URLS=true to allow a local receiver';

/** Public unicast only: no loopback, link-local, private, carrier-grade NAT or reserved range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

const allowed = (address: string, allowPrivate: OutboundPolicy['allowPrivate']) =>
  isPublicAddress(address) ||
  (typeof allowPrivate === 'function' ? allowPrivate(address) : allowPrivate);

/**
 * A refusal of the URL as typed (a literal address or a local name), before any lookup; the
 * settings answer it at once. Names are checked again on each request, once resolved.
 */
export function refusalOf(
  url: URL,
  allowPrivate: OutboundPolicy['allowPrivate'],
): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  if (allowPrivate === true) return undefined;
  const host = bareHost(url.hostname).toLowerCase();
  if (ipaddr.isValid(host))
    return allowed(host, allowPrivate)
      ? undefined
      : `${host} is a private address (${PRIVATE_HINT})`;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local'))
    return `${host} is a local name (${PRIVATE_HINT})`;
  return undefined;
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'x-gotify-key']);
const withoutCredentials = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())),
  );

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true });

/** A lookup for http.request that refuses names resolving to a private address. */
function checkedLookup(policy: OutboundPolicy) {
  const resolve = policy.resolve ?? systemResolve;
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !allowed(a.address, policy.allowPrivate));
        if (refused)
          return callback(
            new RefusedAddressError(`${hostname} resolves to a private address (${PRIVATE_HINT})`),
            '',
          );
        if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '');
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: Error) => callback(err, ''),
    );
  };
}

function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
  policy: OutboundPolicy,
): Promise<{ status: number; location: string | undefined }> {
  const refused = refusalOf(url, policy.allowPrivate);
  if (refused) return Promise.reject(new RefusedAddressError(refused));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: checkedLookup(policy) as never,
        timeout: policy.timeoutMs,
      },
      (response) => {
        // The receiver's answer is not needed: read and dropped, so the socket is freed.
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${policy.timeoutMs} ms`)),
      policy.timeoutMs,
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${policy.timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}

/**
 * POSTs to a URL a user typed: private addresses refused (as typed, once resolved, and on each
 * redirect) unless allowed, a time limit on each hop, and only 307/308 redirects followed (they
 * keep the method and body), at most three.
 */
export async function safePost(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: OutboundPolicy,
): Promise<PostAnswer> {
  const first = new URL(url);
  let target = first;
  for (let hop = 0; ; hop++) {
    // Credentials go only to the origin the user typed, never to where it redirects.
    const sent = target.origin === first.origin ? headers : withoutCredentials(headers);
    const answer = await postOnce(target, sent, body, policy);
    const follow = (answer.status === 307 || answer.status === 308) && answer.location;
    if (!follow || hop >= MAX_REDIRECTS) return { status: answer.status };
    target = new URL(answer.location!, target);
  }
}
