import { describe, expect, it } from 'vitest';
import { buildAliases } from './aliases.ts';
import { PeopleIndex, buildPeople, draftCredits } from './credits.ts';
import { EntityStore } from './join.ts';
import type { Contribution } from './model.ts';
import { resolveEntity } from './resolve.ts';
import { boxOfficeContribution } from './sources/boxoffice.ts';
import { matchTvIds } from './tv-match.ts';

function row(p: Partial<Contribution> & Pick<Contribution, 'source'>): Contribution {
  return { kind: 'movie', titles: [], create: true, fields: {}, ...p };
}

const duneShortRow = {
  tmdb_id: 697620,
  title: 'Dune',
  overview: 'Sounds as witnesses.',
  release_date: '2020-06-15',
  poster_url: 'https://image.tmdb.org/t/p/w342/short.jpg',
  director: 'Gábor Ulrich',
  trailer_key: null,
};

describe('Box Office Jedi rows (ids matched by title upstream): the year check', () => {
  it('drops a new id when a title other sources vouch for has the same name within a year', () => {
    const s = new EntityStore('movie');
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 438631, titles: ['Dune'], year: 2021 }));
    const bo = boxOfficeContribution(duneShortRow);
    expect(bo?.idMatchedByTitle).toBe(true);
    expect(s.add(bo as Contribution)).toBeUndefined();
    expect(s.stats.wrongId).toBe(1);
    expect(s.entities.map((e) => e.tmdbId)).toEqual([438631]);
  });

  it('keeps a new id when no vouched title of that name is near its year', () => {
    const s = new EntityStore('movie');
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 841, titles: ['Dune'], year: 1984 }));
    expect(s.add(boxOfficeContribution(duneShortRow) as Contribution)?.tmdbId).toBe(697620);
    expect(s.stats.wrongId).toBe(0);
  });

  it('drops a row whose id is known with a year more than one off, keeping the known data', () => {
    const s = new EntityStore('movie');
    s.add(
      row({
        source: 'tmdb-v11-top5000',
        tmdbId: 500,
        titles: ['Reservoir Dogs'],
        year: 1992,
        fields: { overview: 'Heist gone wrong.' },
      }),
    );
    const bad = boxOfficeContribution({
      tmdb_id: 500,
      title: 'Reservoir Dogs',
      overview: 'Something else.',
      release_date: '2006-01-01',
    }) as Contribution;
    expect(s.add(bad)).toBeUndefined();
    expect(s.entities).toHaveLength(1);
    expect(resolveEntity(s.entities[0]!).overview).toBe('Heist gone wrong.');
    const good = boxOfficeContribution({
      tmdb_id: 500,
      title: 'Reservoir Dogs',
      release_date: '1992-09-02',
      trailer_key: 'vayksn4Y93A',
    });
    expect(s.add(good as Contribution)?.tmdbId).toBe(500);
  });

  it('does not let the file veto its own rows (order independent)', () => {
    const s = new EntityStore('movie');
    const a = boxOfficeContribution({
      tmdb_id: 1,
      title: 'Twin Peaks',
      release_date: '2001-01-01',
    });
    const b = boxOfficeContribution({
      tmdb_id: 2,
      title: 'Twin Peaks',
      release_date: '2002-01-01',
    });
    s.add(a as Contribution);
    s.add(b as Contribution);
    expect(s.entities.map((e) => e.tmdbId)).toEqual([1, 2]);
  });
});

describe('trailers', () => {
  it('puts the newest source first whatever the join order', () => {
    const s = new EntityStore('movie');
    s.add(row({ source: 'tmdb-v11-top5000', tmdbId: 27205, titles: ['Inception'], year: 2010 }));
    s.add(
      row({
        source: 'movielens-youtube-trailers',
        tmdbId: 27205,
        year: 2010,
        create: false,
        fields: { trailers: ['oldMLkey000'] },
      }),
    );
    s.add(
      boxOfficeContribution({
        tmdb_id: 27205,
        title: 'Inception',
        release_date: '2010-07-15',
        trailer_key: 'cdx31ak4KbQ',
      }) as Contribution,
    );
    expect(resolveEntity(s.entities[0]!).trailers).toEqual(['cdx31ak4KbQ', 'oldMLkey000']);
  });
});

describe('people', () => {
  const details = [
    {
      id: 1032,
      name: 'Martin Scorsese',
      biography: 'American filmmaker.',
      birthday: '1942-11-17',
      placeOfBirth: 'Queens, New York City, New York, USA',
      knownForDepartment: 'Directing',
      profilePath: '/ms.jpg',
    },
    { id: 6193, name: 'Leonardo DiCaprio', birthday: '1974-11-11', profilePath: '/leo.jpg' },
    { id: 999, name: 'Not Credited Anywhere', biography: 'Must not be listed.' },
  ];

  function wolf(): ReturnType<typeof resolveEntity> {
    const s = new EntityStore('movie');
    s.add(
      row({
        source: 'tmdb-v11-top5000',
        tmdbId: 106646,
        titles: ['The Wolf of Wall Street'],
        year: 2013,
      }),
    );
    s.add(
      boxOfficeContribution({
        tmdb_id: 106646,
        title: 'The Wolf of Wall Street',
        release_date: '2013-12-25',
        director: 'Martin Scorsese',
        cast: [
          {
            name: 'Leonardo DiCaprio',
            character: 'Jordan Belfort',
            profile: 'https://image.tmdb.org/t/p/w185/leo.jpg',
          },
          { name: 'Some Unknown Extra', character: 'Broker' },
        ],
      }) as Contribution,
    );
    return resolveEntity(s.entities[0]!);
  }

  it('enriches only people credited on kept titles', () => {
    const index = new PeopleIndex(details);
    const drafts = draftCredits(wolf(), index);
    const people = buildPeople([{ drafts, popularity: 10 }], index, new Map());
    expect(people.map((p) => p.id).sort((a, b) => a - b)).toEqual([1032, 6193]);
    const ms = people.find((p) => p.id === 1032);
    expect(ms).toMatchObject({
      biography: 'American filmmaker.',
      birthday: '1942-11-17',
      place_of_birth: 'Queens, New York City, New York, USA',
      known_for_department: 'Directing',
    });
  });

  it('resolves cast by profile image and directors by name, and does not pad a TMDB cast with unknown names', () => {
    const index = new PeopleIndex(details);
    const drafts = draftCredits(wolf(), index);
    expect(drafts.filter((d) => d.department === 'Acting').map((d) => d.tmdbPersonId)).toEqual([
      6193,
    ]);
    expect(drafts.find((d) => d.job === 'Director')?.tmdbPersonId).toBe(1032);
  });

  it('does not take a cast name for a namesake the index knows nothing about', () => {
    const index = new PeopleIndex([{ id: 1812314, name: 'Akshay Kumar' }]);
    expect(index.idForName('Akshay Kumar')).toBeUndefined();
    expect(index.idForName('Akshay Kumar', 'Directing')).toBe(1812314);
    const known = new PeopleIndex([
      { id: 6193, name: 'Leonardo DiCaprio', profilePath: '/leo.jpg' },
    ]);
    expect(known.idForName('Leonardo DiCaprio')).toBe(6193);
  });

  it('picks the namesake known for directing for a director credit', () => {
    const index = new PeopleIndex([
      { id: 1, name: 'John Smith', knownForDepartment: 'Acting' },
      { id: 2, name: 'John Smith', knownForDepartment: 'Directing' },
    ]);
    expect(index.idForName('John Smith')).toBeUndefined();
    expect(index.idForName('John Smith', 'Directing')).toBe(2);
  });
});

describe('TV ids by name + year, and aliases', () => {
  it('gives an own show the TMDB id of the same name and year', () => {
    const tv = new EntityStore('tv');
    tv.add(
      row({
        source: 'tmdb-tv-details-2024',
        kind: 'tv',
        tmdbId: 95396,
        titles: ['Severance'],
        year: 2022,
      }),
    );
    const own = tv.add(
      row({
        source: 'tvmaze-tv-shows-2565',
        kind: 'tv',
        titles: ['The Bear'],
        year: 2022,
        fields: { overview: 'Chef.' },
      }),
    );
    expect(own?.tmdbId).toBeUndefined();
    const matched = matchTvIds(tv, [
      { id: 136315, name: 'The Bear', year: 2022, popularity: 50 },
      { id: 1, name: 'The Bear', year: 1990, popularity: 1 },
    ]);
    expect(matched).toBe(1);
    expect(own?.tmdbId).toBe(136315);
  });

  it('merges an own show into the TMDB show whose id it is given', () => {
    const tv = new EntityStore('tv');
    tv.add(
      row({
        source: 'tmdb-tv-details-2024',
        kind: 'tv',
        tmdbId: 93405,
        titles: ['Squid Game'],
        year: 2021,
      }),
    );
    tv.add(
      row({ source: 'tvmaze-tv-shows-2565', kind: 'tv', titles: ['Ojingeo Geim'], year: 2021 }),
    );
    matchTvIds(tv, [{ id: 93405, name: 'Ojingeo Geim', year: 2021, popularity: 90 }]);
    expect(tv.entities).toHaveLength(1);
    expect(tv.stats.merged).toBe(1);
    expect(tv.entities[0]?.contribs.map((c) => c.source)).toEqual([
      'tmdb-tv-details-2024',
      'tvmaze-tv-shows-2565',
    ]);
  });

  it('aliases an old own id to the TMDB id that replaced it, and carries older aliases', () => {
    const own = 912_345_678;
    const prev = {
      movies: [],
      tv: [
        { id: own, imdb_id: 'tt14452776', name: 'The Bear', first_air_date: '2022-06-23' },
        { id: 933_333_333, name: 'Gone Show', first_air_date: '2001-01-01' },
      ],
      people: [{ id: 955_555_555, name: 'Jeremy Allen White' }],
      aliases: { movie: [], tv: [{ from: 900_000_001, to: own }], person: [] },
    } as unknown as Parameters<typeof buildAliases>[0];
    const next = {
      movies: [],
      tv: [{ id: 136315, imdb_id: 'tt14452776', name: 'The Bear', first_air_date: '2022-06-23' }],
      people: [{ id: 1_302_082, name: 'Jeremy Allen White' }],
    } as unknown as Parameters<typeof buildAliases>[1];
    expect(buildAliases(prev, next)).toEqual({
      movie: [],
      tv: [
        { from: 900_000_001, to: 136315 },
        { from: own, to: 136315 },
      ],
      person: [{ from: 955_555_555, to: 1_302_082 }],
    });
  });
});
