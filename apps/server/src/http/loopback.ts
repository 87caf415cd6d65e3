import net from 'node:net';

import type { IncomingHttpHeaders } from 'node:http';

import type { Config } from '../config';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form: this machine's own addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}

/** True for localhost (and *.localhost) or a loopback IP, as a URL or Host header names it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/** The host name of a Host header value (which may carry a port or be an IPv6 literal). */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  return URL.canParse(`http://${hostHeader}`) ? new URL(`http://${hostHeader}`).hostname : '';
}

/** Where people reach this site: PUBLIC_URL, or http://localhost:PORT when it is not set. */
export function publicOrigin(config: Config): string {
  return config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://localhost:${config.port || 3000}`;
}

/** The site is only meant to be reached from this machine (no public address configured). */
export function servesOnlyThisMachine(config: Config): boolean {
  return isLoopbackHost(new URL(publicOrigin(config)).hostname);
}

/**
 * Names proxies and CDNs give the visitor's address: `X-Real-IP`, `Client-IP`,
 * `X-Cluster-Client-IP`, `Fastly-Client-IP`, `X-Envoy-External-Address`, `X-Remote-Addr`,
 * `X-Originating-IP`, `CF-Connecting-IP`, `True-Client-IP`, `X-Azure-ClientIP`… — any name
 * ending in an address word after a "whose" word, however it is prefixed.
 */
const CLIENT_ADDRESS_HEADER =
  /(^|-)(client|real|remote|originating|external|connecting|true|user|peer|source|src|origin)-?(ip|ips|addr|address)$/;
/** Header families only proxies, load balancers and CDNs send. */
const PROXY_HEADER_PREFIXES = [
  'x-forwarded-',
  'x-original-',
  'x-envoy-',
  'fastly-',
  'cf-',
  'x-amz-cf-',
  'x-azure-',
  'x-appengine-',
  'akamai-',
  // Issue #39: more names a loopback request still came through a proxy with.
  'x-akamai-',
  'x-vercel-',
  'cloudfront-',
  'x-amzn-',
  'x-proxyuser-',
  'forwarded-',
];
/** Whole names of the same kind. */
const PROXY_HEADER_NAMES = new Set(['forwarded', 'via', 'x-forwarded', 'x-proxyuser-ip']);

/**
 * Headers a reverse proxy adds. A request that carries one came through a proxy, so its
 * loopback socket address says nothing about where the person sending it is.
 */
export function cameThroughProxy(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some((header) => {
    const name = header.toLowerCase();
    return (
      PROXY_HEADER_NAMES.has(name) ||
      CLIENT_ADDRESS_HEADER.test(name) ||
      PROXY_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix))
    );
  });
}
