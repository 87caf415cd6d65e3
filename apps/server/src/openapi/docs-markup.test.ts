import { describe, expect, it } from 'vitest';

import { markdown } from './docs-markup';

describe('markdown for the docs page', () => {
  it('renders paragraphs, lists, code, bold and site or http links', () => {
    const html = markdown('Intro with `code` and **bold**.\n\n- one [doc](/api/docs)\n- two');
    expect(html).toBe(
      '<p>Intro with <code>code</code> and <strong>bold</strong>.</p>\n' +
        '<ul><li>one <a href="/api/docs">doc</a></li><li>two</li></ul>',
    );
  });

  it('escapes HTML and never makes a javascript: link', () => {
    const html = markdown('<script>alert(1)</script> [x](javascript:alert(1)) "q"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('&lt;script&gt;');
  });
});
