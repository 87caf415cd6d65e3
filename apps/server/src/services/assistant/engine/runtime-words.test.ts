import { describe, expect, it } from 'vitest';

import { parseRuntime, readDuration } from './runtime-words';

const limits = (text: string) => {
  const { rest: _rest, ...found } = parseRuntime(text);
  return found;
};

describe('parseRuntime', () => {
  it('reads lengths in hours, minutes and words', () => {
    expect(readDuration('2 hours')?.minutes).toBe(120);
    expect(readDuration('1.5 hrs')?.minutes).toBe(90);
    expect(readDuration('an hour and a half')?.minutes).toBe(90);
    expect(readDuration('two and a half hours')?.minutes).toBe(150);
    expect(readDuration('1h30')?.minutes).toBe(90);
    expect(readDuration('95 min')?.minutes).toBe(95);
    expect(readDuration('half an hour')?.minutes).toBe(30);
    expect(readDuration('90s comedy')).toBeUndefined();
    expect(readDuration('a movie')).toBeUndefined();
  });

  it('reads upper limits: "under" is strict, "or less" and "at most" include the length', () => {
    expect(limits('movies under 2 hours')).toEqual({ maxRuntime: 119 });
    expect(limits('less than 100 minutes')).toEqual({ maxRuntime: 99 });
    expect(limits('90 minutes or less')).toEqual({ maxRuntime: 90 });
    expect(limits('no longer than an hour and a half')).toEqual({ maxRuntime: 90 });
    expect(limits('at most 2 hours long')).toEqual({ maxRuntime: 120 });
    expect(limits('episodes under 30 mins')).toEqual({ maxRuntime: 29 });
  });

  it('reads lower limits without taking "over 2 hours" for a rating', () => {
    expect(limits('thrillers over 2 hours')).toEqual({ minRuntime: 121 });
    expect(limits('at least 90 minutes')).toEqual({ minRuntime: 90 });
    expect(limits('no shorter than 100 minutes')).toEqual({ minRuntime: 100 });
    expect(parseRuntime('dramas over 2 hours rated over 7').rest).not.toMatch(/hours/);
  });

  it('turns a negated bound round: "aren\'t longer than", "not over", "no shorter than"', () => {
    expect(limits("funny movies that aren't longer than 100 minutes")).toEqual({ maxRuntime: 100 });
    expect(limits('not over 2 hours')).toEqual({ maxRuntime: 120 });
    expect(limits('no more than 90 minutes')).toEqual({ maxRuntime: 90 });
    expect(limits('not under 2 hours')).toEqual({ minRuntime: 120 });
    expect(limits('a 90 minute movie')).toEqual({ maxRuntime: 90 });
    expect(parseRuntime('30-minute episodes').rest).toContain('episodes');
    expect(limits('a film that is not too long')).toEqual({ short: true });
  });

  it('reads "shorter than {title}", a bare "shorter" and "something short"', () => {
    expect(limits('a comedy shorter than the dark knight')).toEqual({
      than: { bound: 'max', text: 'the dark knight' },
    });
    expect(limits('but shorter')).toEqual({ relative: 'shorter' });
    expect(limits('something longer')).toEqual({ relative: 'longer' });
    expect(limits('something short')).toEqual({ short: true });
    expect(limits('short films')).toEqual({});
    expect(limits('korean thrillers from the 90s')).toEqual({});
  });
});
