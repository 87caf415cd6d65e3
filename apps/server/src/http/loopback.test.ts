import { describe, expect, it } from 'vitest';

import { cameThroughProxy } from './loopback';

/** Issue #39: proxy headers a loopback request to the dev outbox still came through. */
describe('cameThroughProxy', () => {
  const reviewed = [
    'X-Vercel-Forwarded-For',
    'CloudFront-Viewer-Address',
    'X-Forwarded',
    'Forwarded-For',
    'X-ProxyUser-Ip',
    'X-Amzn-Trace-Id',
    'X-Akamai-Edgescape',
  ];
  for (const name of reviewed) {
    it(`sees a proxy in ${name}`, () => {
      expect(cameThroughProxy({ [name.toLowerCase()]: '203.0.113.9' })).toBe(true);
    });
  }

  it('sees none in what a browser on this machine sends', () => {
    expect(
      cameThroughProxy({
        host: 'localhost:3000',
        'user-agent': 'Mozilla/5.0',
        accept: 'text/html',
        'accept-language': 'en',
        cookie: 'a=b',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBe(false);
  });
});
