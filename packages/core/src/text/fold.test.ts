import { describe, expect, it } from 'vitest';

import { foldText } from './fold';

describe('foldText', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldText('Amélie')).toBe('amelie');
    expect(foldText('  WALL·E  ')).toBe('wall e');
    expect(foldText("Schindler's List")).toBe('schindlers list');
    expect(foldText('Fast & Furious')).toBe('fast and furious');
    expect(foldText('Crouching Tiger, Hidden   Dragon!')).toBe('crouching tiger hidden dragon');
    expect(foldText('')).toBe('');
  });

  it('keeps words of scripts with combining marks whole', () => {
    // Devanagari vowel signs and kana voicing marks are marks: they must not split words.
    expect(foldText('दंगल')).not.toContain(' ');
    expect(foldText('千と千尋の神隠し')).not.toContain(' ');
    expect(foldText('ガンダム')).toBe(foldText('カンタム'));
    expect(foldText('기생충')).toBe(foldText('기생충'.normalize('NFD')));
  });
});
