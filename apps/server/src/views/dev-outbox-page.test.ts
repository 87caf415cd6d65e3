import { describe, expect, it } from 'vitest';

import { devOutboxPage } from './dev-outbox-page';

describe('devOutboxPage', () => {
  it('lists each mail with its links, every value escaped', () => {
    const page = devOutboxPage([
      {
        to: 'ann@example.com',
        subject: '<script>alert(1)</script>',
        text: 'Open the link',
        links: ['http://localhost:3000/verify?token=a&b="c"'],
        createdAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(page).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    expect(page).toContain('<a href="http://localhost:3000/verify?token=a&amp;b=&quot;c&quot;">');
    expect(page).not.toContain('No mails yet.');
  });

  it('says so when there is no mail', () => {
    expect(devOutboxPage([])).toContain('<p>No mails yet.</p>');
  });
});
