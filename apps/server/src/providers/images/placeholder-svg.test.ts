import { describe, expect, it } from 'vitest';

import { placeholderSvg } from './placeholder-svg';

describe('placeholderSvg', () => {
  it('draws a poster with the escaped title and the year', () => {
    const svg = placeholderSvg({
      label: 'Tom & <Jerry>',
      sublabel: '1992',
      seed: 7,
      kind: 'poster',
    });
    expect(svg).toContain('Tom &#38; &#60;Jerry&#62;');
    expect(svg).toContain('>1992<');
    expect(svg).toMatch(/viewBox="0 0 500 750"/);
  });

  it('keeps backdrops free of text (the page shows the title) with colours from the id', () => {
    const a = placeholderSvg({ label: 'Heat', sublabel: '1995', seed: 1, kind: 'backdrop' });
    const b = placeholderSvg({ label: 'Heat', sublabel: '1995', seed: 2, kind: 'backdrop' });
    expect(a).not.toContain('<text');
    expect(a).toMatch(/viewBox="0 0 1280 720"/);
    expect(a).not.toBe(b);
  });
});
