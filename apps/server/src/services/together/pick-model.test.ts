import { describe, expect, it } from 'vitest';

import type { MediaType } from '@unclewatch/core';

import { moodGenres } from './mood';
import { joinNames, watchlistReason } from './pick-reasons';
import {
  brokenRule,
  rankCandidates,
  toPick,
  type PickMember,
  type PickRules,
} from './pick-ranking';
import { learnTaste, predict, type RatedTitle } from './taste-model';
import { titleKey, type TitleFeatures } from './title-features';

const COMEDY = 35;
const HORROR = 27;
const ANIMATION = 16;
const names: Record<number, string> = {
  [COMEDY]: 'Comedy',
  [HORROR]: 'Horror',
  [ANIMATION]: 'Animation',
};

function title(
  id: number,
  over: Partial<Omit<TitleFeatures, 'id'>> & { genres?: number[]; type?: MediaType } = {},
): TitleFeatures {
  const { genres = [], ...rest } = over;
  return {
    type: 'movie',
    id,
    title: `Title ${id}`,
    year: '2000',
    poster: null,
    overview: '',
    genreIds: genres,
    genreNames: genres.map((g) => names[g] ?? String(g)),
    runtime: 100,
    uncleScore: 7,
    quality: 7,
    people: [],
    keywords: [],
    ...rest,
  };
}

const rated = (f: TitleFeatures, rating: number): RatedTitle => ({ features: f, rating });

function member(
  id: string,
  history: RatedTitle[],
  watchlist: TitleFeatures[] = [],
  seen: TitleFeatures[] = [],
): PickMember {
  return {
    id,
    name: id,
    taste: learnTaste(history),
    watchlist: new Set(watchlist.map((t) => titleKey(t.type, t.id))),
    seen: new Set([...seen, ...history.map((h) => h.features)].map((t) => titleKey(t.type, t.id))),
  };
}

const rules = (over: Partial<PickRules> = {}): PickRules => ({
  rewatch: false,
  evenings: new Set(),
  ...over,
});

// Kim loves animation and hates horror; Sam loves comedy.
const kimHistory = [
  ...[1, 2, 3].map((i) => rated(title(i, { genres: [ANIMATION] }), 9)),
  ...[4, 5, 6].map((i) => rated(title(i, { genres: [HORROR] }), 2)),
  rated(title(7, { genres: [COMEDY] }), 7),
];
const samHistory = [
  ...[11, 12, 13].map((i) => rated(title(i, { genres: [COMEDY] }), 9)),
  rated(title(14, { genres: [HORROR] }), 6),
];

describe('one person’s predicted rating', () => {
  it('follows their own ratings by genre, and the catalogue with no history', () => {
    const kim = learnTaste(kimHistory);
    const cartoon = predict(kim, title(100, { genres: [ANIMATION] }));
    const scary = predict(kim, title(101, { genres: [HORROR] }));
    expect(cartoon.rating).toBeGreaterThan(7.5);
    expect(scary.rating).toBeLessThan(4.5);
    expect(cartoon.evidence).toMatchObject({ kind: 'genre', genre: 'Animation', loved: 3 });
    // A horror comedy is still horror to someone who hates horror.
    expect(predict(kim, title(102, { genres: [HORROR, COMEDY] })).rating).toBeLessThan(5.5);

    const nobody = learnTaste([]);
    expect(predict(nobody, title(103, { quality: 8.4 })).rating).toBeCloseTo(8.4);
    expect(predict(nobody, title(104, { quality: 4.1 })).rating).toBeCloseTo(4.1);
  });

  it('learns people and titles alike by keywords', () => {
    const fan = learnTaste([
      rated(title(1, { people: [500] }), 9),
      rated(title(2, { people: [500] }), 9),
      rated(title(3, { people: [501] }), 4),
      rated(title(4, { keywords: ['heist', 'bank', 'crew'] }), 10),
      rated(title(5), 5),
    ]);
    const withStar = predict(fan, title(10, { people: [500] }));
    expect(withStar.rating).toBeGreaterThan(predict(fan, title(11, { people: [501] })).rating);
    expect(withStar.evidence).toMatchObject({ kind: 'person', personId: 500, loved: 2 });
    const heist = predict(fan, title(12, { keywords: ['heist', 'bank'] }));
    expect(heist.rating).toBeGreaterThan(predict(fan, title(13)).rating);
    expect(heist.evidence).toMatchObject({ kind: 'similar', title: 'Title 4', rating: 10 });
  });
});

describe('the pick’s rules and order', () => {
  const shared = title(200, { genres: [COMEDY] });
  const samsOwn = title(201, { genres: [COMEDY] });
  const scary = title(202, { genres: [HORROR], quality: 9 });
  const cartoon = title(203, { genres: [ANIMATION], quality: 8.5 });
  const seen = title(204, { genres: [ANIMATION] });
  const long = title(205, { genres: [ANIMATION], runtime: 190 });
  const show = title(206, { type: 'tv', genres: [ANIMATION], runtime: 22 });
  const kim = member('Kim', kimHistory, [shared], [seen]);
  const sam = member('Sam', samHistory, [shared, samsOwn, scary]);
  const all = [cartoon, scary, samsOwn, shared, seen, long, show];

  it('puts several watchlists first, then one, then predictions; a title someone would hate last', () => {
    const order = rankCandidates(all, [sam, kim], rules()).map((r) => r.features.id);
    expect(order).toEqual([200, 201, 203, 205, 206, 202]);
    // Kim's 2s for horror make it misery even though it is on Sam's watchlist and scores 9.
    const last = rankCandidates(all, [sam, kim], rules()).at(-1)!;
    expect(last).toMatchObject({ misery: true, tier: 'watchlist' });
  });

  it('scores by the least happy member, not the average', () => {
    const [top] = rankCandidates([shared], [sam, kim], rules());
    const ratings = top!.ratings;
    expect(top!.score).toBe(Math.min(...ratings));
    expect(top!.score).toBeLessThan(ratings.reduce((a, r) => a + r, 0) / ratings.length);
  });

  it('leaves out what a present member watched, the household’s evenings, runtimes and kinds', () => {
    expect(brokenRule(seen, [sam, kim], rules())).toBe('watched');
    expect(brokenRule(seen, [sam], rules())).toBeNull();
    expect(brokenRule(seen, [sam, kim], rules({ rewatch: true }))).toBeNull();
    const evenings = new Set([titleKey('movie', 203)]);
    expect(brokenRule(cartoon, [sam], rules({ evenings, rewatch: true }))).toBe('watched-together');
    expect(brokenRule(long, [sam], rules({ maxRuntime: 120 }))).toBe('runtime');
    expect(brokenRule(title(207, { runtime: null }), [sam], rules({ maxRuntime: 120 }))).toBe(
      'runtime',
    );
    expect(brokenRule(show, [sam], rules({ maxRuntime: 30 }))).toBeNull();
    expect(brokenRule(show, [sam], rules({ type: 'movie' }))).toBe('type');
    const picked = rankCandidates(all, [sam, kim], rules({ type: 'movie', maxRuntime: 120 }));
    expect(picked.map((r) => r.features.id)).toEqual([200, 201, 203, 202]);
  });

  it('says why, person by person, with their names', () => {
    const ranked = rankCandidates(all, [sam, kim], rules());
    const picks = ranked.map((r) => toPick(r, [sam, kim], () => undefined));
    expect(picks[0]!.reasons).toEqual([
      { member: 'Sam and Kim', memberIds: ['Sam', 'Kim'], text: "On Sam's and Kim's watchlists" },
    ]);
    const cartoonPick = picks.find((p) => p.id === 203)!;
    expect(cartoonPick.reasons).toContainEqual({
      member: 'Kim',
      memberIds: ['Kim'],
      text: 'Kim rated 3 animated films 8+',
    });
    expect(cartoonPick.reasons.map((r) => r.member)).toEqual(['Sam', 'Kim']);
    expect(cartoonPick.predicted.Kim).toBeGreaterThan(8);
    const nobody = member('Jo', []);
    const fresh = toPick(
      rankCandidates([cartoon], [nobody], rules())[0]!,
      [nobody],
      () => undefined,
    );
    expect(fresh.reasons[0]!.text).toBe(
      'Jo has no ratings or viewings yet: the catalogue scores it 8.5',
    );
  });

  it('reads names and moods as people say them', () => {
    expect(joinNames(['Sam', 'Jo', 'Kim'])).toBe('Sam, Jo and Kim');
    expect(watchlistReason([{ id: 'a', name: 'Chris' }]).text).toBe("On Chris' watchlist");
    expect([...moodGenres('something funny and a bit scary')]).toEqual(['Comedy', 'Horror']);
    expect(moodGenres('  ').size).toBe(0);
  });
});
