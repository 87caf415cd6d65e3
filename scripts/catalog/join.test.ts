import { describe, expect, it } from 'vitest';
import { EntityStore } from './join.ts';
import type { Contribution } from './model.ts';
import { resolveEntity } from './resolve.ts';

function row(p: Partial<Contribution> & Pick<Contribution, 'source'>): Contribution {
  return { kind: 'movie', titles: [], create: true, fields: {}, ...p };
}

describe('EntityStore', () => {
  it('joins by imdb_id even when titles differ', () => {
    const s = new EntityStore('movie');
    s.add(
      row({
        source: 'tmdb-v11-top5000',
        tmdbId: 155,
        imdbId: 'tt0468569',
        titles: ['The Dark Knight'],
        year: 2008,
        fields: { title: 'The Dark Knight', posterPath: '/a.jpg', overview: 'Batman.' },
      }),
    );
    const e = s.add(
      row({
        source: 'justwatch-netflix-us-2022',
        imdbId: 'tt0468569',
        titles: ['Batman: The Dark Knight'],
        year: 2009,
        fields: { imdbRating: 9 },
      }),
    );
    expect(s.entities).toHaveLength(1);
    expect(e?.tmdbId).toBe(155);
    expect(s.stats.imdb).toBe(1);
    const t = resolveEntity(s.entities[0]!);
    expect(t.title).toBe('The Dark Knight');
    expect(t.imdbRating).toBe(9);
    expect(t.sources).toEqual(['tmdb-v11-top5000', 'justwatch-netflix-us-2022']);
  });

  it('does not title-join a row whose imdb_id contradicts the candidate', () => {
    const s = new EntityStore('movie');
    s.add(
      row({
        source: 'tmdb-v11-top5000',
        tmdbId: 1,
        imdbId: 'tt0000001',
        titles: ['Heat'],
        year: 1995,
      }),
    );
    s.add(
      row({
        source: 'justwatch-netflix-us-2022',
        imdbId: 'tt0000002',
        titles: ['Heat'],
        year: 1995,
      }),
    );
    expect(s.entities).toHaveLength(2);
  });

  it('joins by title + year, allowing ±1 only when unambiguous', () => {
    const s = new EntityStore('movie');
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 10, titles: ['Solaris'], year: 1972 }));
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 11, titles: ['Solaris'], year: 2002 }));
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 12, titles: ['Twins'], year: 1988 }));
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 13, titles: ['Twins'], year: 1990 }));
    const enrich = { source: 'vega-datasets-movies', create: false } as const;
    expect(s.add(row({ ...enrich, titles: ['Solaris'], year: 2003 }))?.tmdbId).toBe(11);
    expect(s.add(row({ ...enrich, titles: ['The Solaris'], year: 1972 }))?.tmdbId).toBe(10);
    expect(s.add(row({ ...enrich, titles: ['Twins'], year: 1989 }))).toBeUndefined();
    expect(s.add(row({ ...enrich, titles: ['Solaris'], year: 1990 }))).toBeUndefined();
    expect(s.stats).toMatchObject({ title: 1, 'title±1': 1, dropped: 2 });
  });

  it('refuses a title join across languages when the row states its languages', () => {
    const s = new EntityStore('movie');
    s.add(
      row({
        source: 'tmdb-bollywood-ids-2023',
        tmdbId: 5,
        titles: ['Kismet'],
        year: 1943,
        fields: { language: 'hi' },
      }),
    );
    const wiki = row({
      source: 'wikipedia-american-movies',
      create: false,
      langs: ['en'],
      titles: ['Kismet'],
      year: 1944,
    });
    expect(s.add(wiki)).toBeUndefined();
  });

  it('rejects an id match whose year is off when asked to verify', () => {
    const s = new EntityStore('movie');
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 7, titles: ['Heat'], year: 1995 }));
    const trailer = {
      source: 'movielens-youtube-trailers',
      create: false,
      verifyYear: true,
    } as const;
    expect(s.add(row({ ...trailer, tmdbId: 7, year: 1986 }))).toBeUndefined();
    expect(s.add(row({ ...trailer, tmdbId: 7, year: 1995 }))?.tmdbId).toBe(7);
  });
});
