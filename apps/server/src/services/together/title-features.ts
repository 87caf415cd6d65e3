import { titleOf, type MediaType, type TitleDetails } from '@unclewatch/core';

import type { CatalogProvider } from '../../providers/catalog/index';

/** What the pick knows of a title: enough to judge it, say why, and show its card. */
export interface TitleFeatures {
  type: MediaType;
  id: number;
  title: string;
  year: string;
  poster: string | null;
  overview: string;
  genreIds: number[];
  genreNames: string[];
  /** Minutes: a movie's runtime, a show's episode runtime. */
  runtime: number | null;
  uncleScore: number | null;
  /** 0–10: the catalogue's own judgement (see qualityOf). */
  quality: number;
  /** Leading cast, directors and creators. */
  people: number[];
  keywords: string[];
}

export const titleKey = (type: MediaType, id: number) => `${type}:${id}`;

/** Billed cast counted as a title's people: the leads are what a viewer remembers. */
const LEAD_CAST = 5;
const CACHE_LIMIT = 50_000;

/** Names of the people the pick has met, for its reasons ("films with Tom Hanks"). */
export type PeopleNames = Map<number, string>;

/**
 * Features of titles through the catalogue port, kept in memory: a title's facts change rarely
 * and a pick reads thousands (every rated title of everyone on the sofa).
 */
export class TitleFeatureSource {
  private readonly cache = new Map<string, Promise<TitleFeatures | null>>();
  readonly peopleNames: PeopleNames = new Map();

  constructor(private readonly catalog: CatalogProvider) {}

  get(type: MediaType, id: number): Promise<TitleFeatures | null> {
    const key = titleKey(type, id);
    let found = this.cache.get(key);
    if (!found) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      found = this.load(type, id).catch(() => {
        this.cache.delete(key);
        return null;
      });
      this.cache.set(key, found);
    }
    return found;
  }

  async many(
    refs: readonly { type: MediaType; id: number }[],
  ): Promise<Map<string, TitleFeatures>> {
    const out = new Map<string, TitleFeatures>();
    const found = await Promise.all(refs.map((r) => this.get(r.type, r.id)));
    for (const f of found) if (f) out.set(titleKey(f.type, f.id), f);
    return out;
  }

  private async load(type: MediaType, id: number): Promise<TitleFeatures | null> {
    const [details, credits] = await Promise.all([
      this.catalog.details(type, id),
      this.catalog.credits(type, id),
    ]);
    if (!details) return null;
    const people = new Set<number>();
    for (const c of (credits?.cast ?? []).slice(0, LEAD_CAST)) {
      people.add(c.id);
      this.peopleNames.set(c.id, c.name);
    }
    for (const c of credits?.crew ?? [])
      if (c.job === 'Director') {
        people.add(c.id);
        this.peopleNames.set(c.id, c.name);
      }
    for (const c of details.created_by) {
      people.add(c.id);
      this.peopleNames.set(c.id, c.name);
    }
    return toFeatures(type, details, [...people]);
  }
}

export function toFeatures(type: MediaType, d: TitleDetails, people: number[]): TitleFeatures {
  const date = type === 'movie' ? d.release_date : d.first_air_date;
  return {
    type,
    // The body carries the current id when an old (aliased) one was asked for.
    id: d.id,
    title: titleOf(d),
    year: date?.slice(0, 4) ?? '',
    poster: d.poster_path,
    overview: d.overview,
    genreIds: d.genres.map((g) => g.id),
    genreNames: d.genres.map((g) => g.name),
    runtime: d.runtime && d.runtime > 0 ? d.runtime : null,
    uncleScore: d.uncleScore,
    quality: qualityOf(d),
    people,
    keywords: d.keywords,
  };
}

/** Votes below which a score leans toward the middle: ten votes of 10 are not a masterpiece. */
const TRUSTED_VOTES = 50;

/** The Uncle Score (else the vote average), pulled toward 6 when few people voted. */
export function qualityOf(d: Pick<TitleDetails, 'uncleScore' | 'vote_average' | 'vote_count'>) {
  const score = d.uncleScore ?? (d.vote_count > 0 ? d.vote_average : null);
  if (score === null) return 5;
  const votes = Math.max(0, d.vote_count);
  return (score * votes + 6 * TRUSTED_VOTES) / (votes + TRUSTED_VOTES);
}
