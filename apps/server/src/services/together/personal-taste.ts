import type { TitleRef } from '@unclewatch/core';

import type { TastesRepository } from '../../db/repositories/together/tastes-repository';
import { inputsFingerprint, tasteInputs } from './history-taste';
import { basisText } from './pick-reasons';
import { learnTaste, predictRating, type RatedTitle, type Taste } from './taste-model';
import { titleKey, type TitleFeatureSource } from './title-features';
import type { ProgressReader } from './together-service';

/** The most titles one person's taste is learnt from (as Watch together's). */
const LEARNT = 2_000;
/** Fewer titles than this say too little to reorder anything. */
const MIN_BASIS = 3;
const KEPT = 1_000;

/** One person's taste as the assistant uses it: predicted ratings, and what they rest on. */
export interface PersonalRanking {
  /** "3 finished shows and 12 films watched". */
  basis: string;
  /** The person's predicted 1–10 rating of each title (null: the catalogue has no features). */
  predict(refs: readonly TitleRef[]): Promise<(number | null)[]>;
}

/**
 * One signed-in person's taste, learnt as Watch together learns it (ratings, finished and
 * watched titles, dropped shows: decision 083), for the assistant's recommendations to them.
 */
export class PersonalTaste {
  private readonly cache = new Map<string, { fingerprint: string; taste: Taste }>();

  constructor(
    private readonly tastes: TastesRepository,
    private readonly features: TitleFeatureSource,
    private readonly progress?: ProgressReader,
  ) {}

  /** Null when the person has too little history to say anything. */
  async ranking(userId: string): Promise<PersonalRanking | null> {
    const [libraries, progress] = await Promise.all([
      this.tastes.libraries([userId]),
      this.progress ? this.progress(userId).catch(() => null) : Promise.resolve(null),
    ]);
    const inputs = tasteInputs(libraries.get(userId)!, progress, LEARNT);
    if (inputs.length < MIN_BASIS) return null;
    const fingerprint = inputsFingerprint(inputs);
    let taste =
      this.cache.get(userId)?.fingerprint === fingerprint
        ? this.cache.get(userId)!.taste
        : undefined;
    if (!taste) {
      const features = await this.features.many(inputs);
      const history: RatedTitle[] = [];
      for (const r of inputs) {
        const f = features.get(titleKey(r.type, r.id));
        if (f) history.push({ features: f, rating: r.rating, source: r.source });
      }
      taste = learnTaste(history);
      if (this.cache.size >= KEPT) this.cache.clear();
      this.cache.set(userId, { fingerprint, taste });
    }
    if (taste.count < MIN_BASIS) return null;
    const learnt = taste;
    return {
      basis: basisText(learnt.basis),
      predict: async (refs) => {
        const features = await this.features.many(refs);
        return refs.map((r) => {
          const f = features.get(titleKey(r.type, r.id));
          return f ? predictRating(learnt, f) : null;
        });
      },
    };
  }
}
