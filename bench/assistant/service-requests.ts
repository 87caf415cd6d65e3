// Requests "on Netflix" and "on my services" (issue 33), made from the snapshot's services with
// TMDB's provider ids: the second kind comes with its asker's saved services.
import type { Request, RequestRules } from './request-checks';

/** The snapshot services as people name them, with TMDB's provider ids. */
const services: { name: string; words: string[]; id: number }[] = [
  { name: 'Netflix', words: ['Netflix', 'netflix'], id: 8 },
  { name: 'Prime Video', words: ['Prime Video', 'Amazon Prime', 'prime'], id: 9 },
  { name: 'Hulu', words: ['Hulu'], id: 15 },
  { name: 'Disney+', words: ['Disney+', 'Disney Plus'], id: 337 },
];
const serviceGenres = [35, 18, 53, 28, 27, 878, 10749, 80, 16, 99];

export interface RequestWords {
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  /** "funny movies", "comedies", "movies", "" */
  wanted: (genre: number | undefined, kind: string) => string;
  typeWords: Record<'movie' | 'tv', string[]>;
}

export function serviceRequests({ pick, chance, wanted, typeWords }: RequestWords) {
  const onAService = (): Request => {
    const service = pick(services);
    const genre = chance(0.7) ? pick(serviceGenres) : undefined;
    const type = chance(0.6) ? pick(['movie', 'tv'] as const) : undefined;
    const what = wanted(genre, type ? pick(typeWords[type]) : '');
    const thing = what || pick(['something', 'anything good', 'something to watch']);
    const on = pick(service.words);
    const text = pick([
      `${thing} on ${on}`,
      `${thing} to stream on ${on}`,
      `best ${what || 'titles'} on ${on}`,
      `${what || 'something'} streaming on ${on}`,
    ]);
    const rules: RequestRules = {
      streaming: service.name,
      ...(genre ? { genres: [genre] } : {}),
      ...(type ? { type } : {}),
    };
    return { text, rules, label: service.name };
  };

  const onMyServices = (): Request => {
    const mine = services.filter(() => chance(0.5));
    const ids = (mine.length ? mine : [pick(services)]).map((s) => s.id);
    const genre = chance(0.7) ? pick(serviceGenres) : undefined;
    const type = chance(0.6) ? pick(['movie', 'tv'] as const) : undefined;
    const what = wanted(genre, type ? pick(typeWords[type]) : '');
    const thing = what || pick(['something', 'anything good', 'something to watch']);
    const text = pick([
      `${thing} on my services`,
      `${thing} on my streaming services`,
      `${thing} on my subscriptions`,
      `${what || 'something'} to stream on my services tonight`,
    ]);
    const rules: RequestRules = {
      services: ids,
      ...(genre ? { genres: [genre] } : {}),
      ...(type ? { type } : {}),
    };
    return { text, rules, label: 'your services', asker: { services: { region: 'US', ids } } };
  };

  return { onAService, onMyServices };
}
