import { describe, expect, it } from 'vitest';

import type { Progress, ShowProgress } from '@unclewatch/core';

import { tasteInputs } from './history-taste';
import { explain } from './pick-reasons';
import { learnTaste, predict, type RatedTitle } from './taste-model';
import type { TitleFeatures } from './title-features';

const CRIME = 80;
const COMEDY = 35;

const show = (id: number, over: Partial<ShowProgress> = {}): ShowProgress => ({
  type: 'tv',
  id,
  name: `Show ${id}`,
  poster_path: null,
  watched: 10,
  aired: 10,
  next: null,
  lastWatchedAt: '2025-01-01T20:00:00.000Z',
  status: 'completed',
  chosen: 'watching',
  group: 'current',
  ...over,
});
const progress = (shows: ShowProgress[]): Progress => ({
  shows,
  countSpecials: false,
  staleAfterMonths: 6,
});

function features(id: number, genre: number, keywords: string[] = []): TitleFeatures {
  return {
    type: 'tv',
    id,
    title: `Show ${id}`,
    year: '2010',
    poster: null,
    overview: '',
    genreIds: [genre],
    genreNames: [genre === CRIME ? 'Crime' : 'Comedy'],
    runtime: 45,
    uncleScore: 7,
    quality: 7,
    people: [],
    keywords,
  };
}

describe('the history is taste (issue #42)', () => {
  it('counts a finished show as liked, a dropped one as a weak dislike, and a rating always wins', () => {
    const inputs = tasteInputs(
      {
        watchlist: [],
        watched: [{ type: 'movie', id: 9 }],
        ratings: [{ type: 'tv', id: 3, rating: 2 }],
      },
      progress([
        show(1),
        show(2, { watched: 2, status: 'dropped', chosen: 'dropped' }),
        show(3),
        show(4, { watched: 1, status: 'watching' }),
        show(5, { watched: 5, status: 'watching', group: 'stale' }),
      ]),
      100,
    );
    expect(inputs).toEqual([
      { type: 'tv', id: 3, rating: 2, source: 'rating' },
      { type: 'tv', id: 1, rating: 8, source: 'finished' },
      { type: 'tv', id: 2, rating: 5.5, source: 'dropped' },
      { type: 'movie', id: 9, rating: 7.5, source: 'watched' },
    ]);
  });

  it('learns genres from finished shows alone and says so, not a score from nothing', () => {
    const history: RatedTitle[] = [1, 2, 3].map((id) => ({
      features: features(id, CRIME, ['detective', `k${id}`]),
      rating: 8,
      source: 'finished',
    }));
    const taste = learnTaste(history);
    const crime = features(10, CRIME, ['detective']);
    const comedy = features(11, COMEDY);
    expect(predict(taste, crime).rating).toBeGreaterThan(predict(taste, comedy).rating);
    const reason = explain(
      { id: 'a', name: 'ana', taste },
      predict(taste, crime),
      crime,
      () => undefined,
    );
    expect(reason.text).toMatch(
      /^ana finished (3 crime shows|3 shows like it, Show \d among them)$/,
    );
    const plain = explain(
      { id: 'a', name: 'ana', taste },
      predict(taste, comedy),
      comedy,
      () => undefined,
    );
    expect(plain.text).not.toMatch(/no ratings/);
    expect(plain.text).toMatch(/from 3 finished shows$/);
  });
});
