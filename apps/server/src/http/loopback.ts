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
 * Headers a reverse proxy adds. A request that carries one came through a proxy, so its
 * loopback socket address says nothing about where the person sending it is.
 */
export function cameThroughProxy(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some(
    (name) =>
      name === 'forwarded' ||
      name === 'via' ||
      name === 'x-real-ip' ||
      name.startsWith('x-forwarded-') ||
      name === 'x-client-ip' ||
      name === 'true-client-ip' ||
      name === 'cf-connecting-ip',
  );
}
