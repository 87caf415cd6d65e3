// Requests as people type them, made from the catalogue's own genres, people, languages,
// runtimes and titles (seeded, so the set is the same on every run): the messages of the
// request cases (request-cases.ts), each with the rules its answer must hold.
import { displayTitle, type SnapshotCatalog } from '../../apps/server/src/snapshot/index';
import { titlesHolding, type Request, type RequestRules } from './request-checks';
import { random } from './seeded-random';
import { serviceRequests } from './service-requests';

export type RequestKind =
  | 'kids'
  | 'runtime limit'
  | 'decade and genre'
  | 'movie or series'
  | 'fresh after a request'
  | 'refine a request'
  | 'on a service'
  | 'on my services';

/** Words for genres, as people say them: before a noun ("funny movies") and alone ("comedies"). */
const genreWords: Record<number, { adj: string[]; noun: string[] }> = {
  35: { adj: ['comedy', 'funny'], noun: ['comedies', 'something funny'] },
  16: { adj: ['animated'], noun: ['cartoons', 'animation'] },
  12: { adj: ['adventure'], noun: ['adventures'] },
  14: { adj: ['fantasy'], noun: ['fantasy'] },
  878: { adj: ['sci-fi', 'science fiction'], noun: ['sci-fi'] },
  18: { adj: ['drama'], noun: ['dramas'] },
  10749: { adj: ['romantic', 'romance'], noun: ['romance', 'love stories'] },
  28: { adj: ['action'], noun: ['action'] },
  9648: { adj: ['mystery'], noun: ['mysteries'] },
  27: { adj: ['horror', 'scary'], noun: ['horror'] },
  53: { adj: ['thriller'], noun: ['thrillers'] },
  80: { adj: ['crime'], noun: ['crime'] },
  99: { adj: ['documentary'], noun: ['documentaries'] },
  10402: { adj: ['musical'], noun: ['musicals'] },
  37: { adj: ['western'], noun: ['westerns'] },
};
const childGenres = [35, 16, 12, 14, 878, 10402, 28, 9648, 10749];
const languages: [string, string][] = [
  ['Korean', 'ko'],
  ['Japanese', 'ja'],
  ['French', 'fr'],
  ['Spanish', 'es'],
  ['Hindi', 'hi'],
  ['Italian', 'it'],
  ['German', 'de'],
];
const typeWords = {
  movie: ['movies', 'films', 'movie', 'film'],
  tv: ['shows', 'series', 'TV shows', 'show'],
};

/** A length as people say it: "2 hours", "an hour and a half", "100 minutes". */
function lengthWords(minutes: number, pick: <T>(list: readonly T[]) => T): string {
  if (minutes === 90) return pick(['an hour and a half', '1.5 hours', '90 minutes']);
  if (minutes % 60 === 0) {
    const h = minutes / 60;
    return pick([`${h} hour${h > 1 ? 's' : ''}`, `${['', 'one', 'two', 'three'][h]} hours`]);
  }
  return pick([`${minutes} minutes`, `${minutes} mins`]);
}

export type { Request };

/** Request makers over the catalogue: each returns a message and the rules its answer must hold. */
export function requestMakers(data: SnapshotCatalog, seed: number) {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const chance = (p: number) => rand() < p;
  // "shorter" depends on the answer before; the rest must hold for three catalogue titles.
  const answerable = ({ shorterThanEarlier: _, ...rules }: RequestRules) =>
    titlesHolding(data, rules).length >= 3;
  const word = (g: number, noun = false) => pick(genreWords[g]![noun ? 'noun' : 'adj']);
  /** "funny movies", "comedies", "movies", "" */
  const wanted = (genre: number | undefined, kind: string) =>
    genre ? (kind ? `${word(genre)} ${kind}` : word(genre, true)) : kind;

  const kids = (): Request => {
    const genre = chance(0.6) ? pick(childGenres) : undefined;
    const type = chance(0.6) ? pick(['movie', 'tv'] as const) : undefined;
    const age = 3 + Math.floor(rand() * 9);
    const what = wanted(genre, type ? pick(typeWords[type]) : '');
    const thing = what || pick(['something', 'anything good', 'something fun']);
    const text = pick([
      `${thing} for my ${age} year old`,
      `${thing} for my ${age}-year-old`,
      `${thing} to watch with the kids`,
      `${thing} for young children`,
      `${thing} we can watch as a family`,
      `kid-friendly ${what || 'titles'}`,
      `what ${what ? `${what} can we` : 'should we'} watch tonight with my kids?`,
      `${thing} for the whole family`,
      `${thing} suitable for children`,
    ]);
    const familyWord = /family/.test(text);
    const rules: RequestRules = {
      children: true,
      ...(genre || familyWord
        ? { genres: [...(genre ? [genre] : []), ...(familyWord ? [10751] : [])] }
        : {}),
      ...(type ? { type } : {}),
    };
    return { text, rules, label: 'Family-friendly' };
  };

  const runtime = (): Request => {
    const type = chance(0.75) ? 'movie' : 'tv';
    const genre = chance(0.6)
      ? pick(
          Object.keys(genreWords)
            .map(Number)
            .filter((g) => g !== 99),
        )
      : undefined;
    const limit =
      type === 'movie'
        ? pick([80, 90, 95, 100, 105, 110, 120, 120, 150, 180])
        : pick([25, 30, 30, 45, 60]);
    const length = lengthWords(limit, pick);
    const asked = wanted(genre, pick(typeWords[type]));
    const max = chance(0.75);
    const episodes = type === 'tv' ? pick(['with episodes ', 'episodes ', '']) : '';
    const phrases: [string, RequestRules][] = max
      ? [
          [`under ${length}`, { maxRuntime: limit - 1 }],
          [`less than ${length}`, { maxRuntime: limit - 1 }],
          [`${length} or less`, { maxRuntime: limit }],
          [`no longer than ${length}`, { maxRuntime: limit }],
          [`at most ${length}`, { maxRuntime: limit }],
        ]
      : [
          [`over ${length}`, { minRuntime: limit + 1 }],
          [`longer than ${length}`, { minRuntime: limit + 1 }],
          [`at least ${length} long`, { minRuntime: limit }],
        ];
    const [phrase, bound] = pick(phrases);
    const rules: RequestRules = { ...bound, type, ...(genre ? { genres: [genre] } : {}) };
    return { text: `${asked} ${episodes}${phrase}`, rules, label: length };
  };

  const shorterThanTitle = (): Request | undefined => {
    const known = data
      .listable('movie')
      .slice(0, 400)
      .filter((t) => (t.runtime ?? 0) >= 115 && !/\d/.test(displayTitle(t)));
    const title = pick(known);
    const genre = chance(0.5) ? pick([35, 28, 18, 878, 53, 12]) : undefined;
    const text = pick([
      `a ${wanted(genre, pick(['movie', 'film']))} shorter than ${displayTitle(title)}`,
      `${wanted(genre, pick(['movies', 'films']))} that are shorter than ${displayTitle(title)}`,
    ]);
    const rules: RequestRules = {
      type: 'movie',
      maxRuntime: title.runtime! - 1,
      ...(genre ? { genres: [genre] } : {}),
    };
    return { text, rules, label: displayTitle(title) };
  };

  const decadeGenre = (): Request => {
    const decade = pick([1960, 1970, 1980, 1990, 2000, 2010]);
    const genre = pick([35, 27, 53, 878, 18, 28, 10749, 16, 80, 9648, 14, 37]);
    const type = chance(0.4) ? pick(['movie', 'tv'] as const) : undefined;
    const short = `${decade % 100 === 0 ? '00' : String(decade % 100).padStart(2, '0')}s`;
    const decadeText = pick([`${decade}s`, short, `the ${decade}s`, `the ${short}`]);
    const kind = type ? pick(typeWords[type]) : pick(['', 'titles']);
    const g = kind ? word(genre) : word(genre, true);
    const text = pick([
      `${g} ${kind} from ${decadeText.startsWith('the') ? decadeText : `the ${decadeText}`}`,
      `a good ${decadeText.replace('the ', '')} ${g} ${kind}`,
      `best ${decadeText.replace('the ', '')} ${g} ${kind}`,
      `${g} ${kind} made in the ${decadeText.replace('the ', '')}`,
    ]).replace(/\s+/g, ' ');
    const rules: RequestRules = {
      genres: [genre],
      yearFrom: decade,
      yearTo: decade + 9,
      ...(type ? { type } : {}),
    };
    return { text: text.trim(), rules, label: `${decade}s` };
  };

  const movieOrSeries = (): Request => {
    const type = pick(['movie', 'tv'] as const);
    const genre = pick(Object.keys(genreWords).map(Number));
    const language = chance(0.35) ? pick(languages) : undefined;
    const kind = pick(typeWords[type]);
    const text = pick([
      `${language ? `${language[0]} ` : ''}${word(genre)} ${kind}`,
      `recommend ${kind.endsWith('s') ? 'some' : 'a'} ${language ? `${language[0]} ` : ''}${word(genre)} ${kind}`,
      `any good ${word(genre)} ${kind}${language ? ` in ${language[0]}` : ''}?`,
    ]);
    const rules: RequestRules = {
      type,
      genres: [genre],
      ...(language ? { language: language[1] } : {}),
    };
    return { text, rules, label: language?.[0] ?? kind };
  };

  const { onAService, onMyServices } = serviceRequests({ pick, chance, wanted, typeWords });

  const makers: Record<
    Exclude<RequestKind, 'fresh after a request' | 'refine a request'>,
    () => Request | undefined
  > = {
    kids,
    'runtime limit': () => (chance(0.25) ? shorterThanTitle() : runtime()),
    'decade and genre': decadeGenre,
    'movie or series': movieOrSeries,
    'on a service': onAService,
    'on my services': onMyServices,
  };

  // People with many titles, for "What has X been in?" then a refinement or a new request.
  const people = [...data.credited()]
    .map(([id, credits]) => ({ person: data.person(id), count: credits.length }))
    .filter((p) => p.person && p.person.name.includes(' ') && p.count >= 15)
    .sort((a, b) => b.count - a.count || a.person!.id - b.person!.id)
    .slice(0, 200)
    .map((p) => p.person!);
  const firsts = (): Request => {
    const choice = rand();
    if (choice < 0.4) {
      const p = pick(people);
      const text = pick([
        `What has ${p.name} been in?`,
        `titles with ${p.name}`,
        `movies starring ${p.name}`,
      ]);
      return {
        text,
        rules: { personId: p.id, ...(text.startsWith('movies') ? { type: 'movie' } : {}) },
        label: p.name,
      };
    }
    if (choice < 0.7) {
      const [name, code] = pick(languages);
      const genre = pick([18, 35, 53, 10749, 80, 28]);
      return {
        text: `${name} ${word(genre, true)}`,
        rules: { language: code, genres: [genre] },
        label: name,
      };
    }
    const genre = pick([18, 35, 53, 878, 28, 27, 80]);
    const type = pick(['movie', 'tv'] as const);
    return {
      text: wanted(genre, pick(typeWords[type])),
      rules: { genres: [genre], type },
      label: '',
    };
  };

  return {
    makers,
    firsts,
    pick,
    chance,
    answerable,
    lengthWords: (minutes: number) => lengthWords(minutes, pick),
    kids,
    runtime,
    decadeGenre,
    movieOrSeries,
  };
}
