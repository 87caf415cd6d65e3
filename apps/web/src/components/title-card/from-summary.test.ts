import { describe, expect, it } from 'vitest';

import { genreNamesOf } from './from-summary';

describe('genreNamesOf', () => {
  it('names each genre once, in order, and leaves out unknown ids', () => {
    // 18 is Drama for movies and shows alike; 10765 is Sci-Fi & Fantasy; 1 is no genre.
    expect(genreNamesOf([18, 18, 10765, 1])).toEqual(['Drama', 'Sci-Fi & Fantasy']);
  });
});
