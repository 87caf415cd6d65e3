import {
  imageUrl,
  titleOf,
  uncleScoreFields,
  yearOf,
  type AddPickInput,
  type MediaType,
  type StoredPick,
  type UnclePick,
} from '@unclewatch/core';

import type { AppMetaRepository } from '../db/repositories/app-meta';
import type { PicksRepository } from '../db/repositories/picks-repository';
import { DomainError, titleNotFound } from '../domain/domain-error';
import type { CatalogProvider } from '../providers/catalog/index';

/** The app_meta flag set once the starter set was seeded, so admins' deletions stick. */
export const PICKS_SEEDED_KEY = 'picks_seeded';

/**
 * The starter set a fresh install begins with: well-rated movies, TV, animation and a few
 * Indian titles. Ids the catalogue does not know, and titles already picked, are skipped.
 */
export const STARTER_PICKS: readonly { type: MediaType; id: number }[] = [
  { type: 'movie', id: 278 }, // The Shawshank Redemption
  { type: 'movie', id: 155 }, // The Dark Knight
  { type: 'movie', id: 157336 }, // Interstellar
  { type: 'movie', id: 27205 }, // Inception
  { type: 'movie', id: 680 }, // Pulp Fiction
  { type: 'tv', id: 1396 }, // Breaking Bad
  { type: 'tv', id: 66732 }, // Stranger Things
  { type: 'tv', id: 1399 }, // Game of Thrones
  { type: 'tv', id: 76479 }, // The Boys
  { type: 'movie', id: 129 }, // Spirited Away
  { type: 'movie', id: 324857 }, // Spider-Man: Into the Spider-Verse
  { type: 'movie', id: 354912 }, // Coco
  { type: 'tv', id: 94605 }, // Arcane
  { type: 'tv', id: 246 }, // Avatar: The Last Airbender
  { type: 'movie', id: 19404 }, // Dilwale Dulhania Le Jayenge
  { type: 'movie', id: 20453 }, // 3 Idiots
  { type: 'movie', id: 579974 }, // RRR
];

export const pickId = (type: MediaType, id: number) => `${type}_${id}`;

const alreadyPicked = (title: string) =>
  new DomainError('conflict', `"${title}" is already in Uncle's Pick`);

const round1 = (n: number) => Math.round(n * 10) / 10;

export class PicksService {
  constructor(
    private readonly picks: PicksRepository,
    private readonly meta: AppMetaRepository,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Each pick with the Uncle Score computed from its ratings, as every card shows it. */
  async list(): Promise<UnclePick[]> {
    return (await this.picks.list()).map((pick) => ({ ...pick, ...uncleScoreFields(pick) }));
  }

  /** The home hero shows a recommended movie (spec §2: More Details goes to /movie/{id}). */
  async heroCandidates(): Promise<{ type: MediaType; id: number }[]> {
    return (await this.picks.list())
      .filter((p) => p.type === 'movie')
      .map((p) => ({ type: p.type, id: p.tmdbId }));
  }

  /** Fills what the admin left out from the catalogue; an id it does not know is not found. */
  private async build(input: AddPickInput, createdAt: string): Promise<StoredPick> {
    const details = await this.catalog.details(input.type, input.id);
    if (!details) {
      throw titleNotFound(input.type, input.id);
    }
    const tmdbRating = input.tmdbRating ?? round1(details.vote_average);
    return {
      id: pickId(input.type, input.id),
      type: input.type,
      tmdbId: input.id,
      title: input.title ?? titleOf(details),
      rating: input.rating ?? tmdbRating,
      year: input.year ?? yearOf(details),
      poster: input.poster !== undefined ? input.poster : imageUrl(details.poster_path, 'w300'),
      genre_ids: input.genre_ids ?? details.genre_ids,
      tmdbRating,
      imdbRating: input.imdbRating !== undefined ? input.imdbRating : details.imdbRating,
      rtRating: input.rtRating !== undefined ? input.rtRating : details.rtRating,
      language: input.language ?? details.original_language,
      createdAt,
    };
  }

  /**
   * A title is picked once: adding it again is refused as a conflict whose message names the
   * title, and the first pick stays as it was.
   */
  async add(input: AddPickInput): Promise<{ success: true }> {
    // A pick is kept under the title's current id, like the users' rows.
    input = { ...input, id: this.catalog.currentId(input.type, input.id) };
    const existing = await this.picks.find(pickId(input.type, input.id));
    if (existing) throw alreadyPicked(existing.title);
    const pick = await this.build(input, this.now().toISOString());
    if (!(await this.picks.add(pick))) throw alreadyPicked(pick.title);
    return { success: true };
  }

  async remove(key: string): Promise<{ success: true }> {
    if (!(await this.picks.remove(key))) throw new DomainError('not_found', `No pick ${key}`);
    return { success: true };
  }

  /** Seeds the starter set once per database; later restarts keep the admins' changes. */
  async seedStarterSet(): Promise<number> {
    if ((await this.meta.get(PICKS_SEEDED_KEY)) !== undefined) return 0;
    const start = this.now().getTime();
    let added = 0;
    for (const [index, ref] of STARTER_PICKS.entries()) {
      // Earlier entries get later times so the list opens in the order above.
      const createdAt = new Date(start - index * 1000).toISOString();
      try {
        if (await this.picks.add(await this.build(ref, createdAt))) added++;
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
      }
    }
    await this.meta.getOrInsert(PICKS_SEEDED_KEY, new Date(start).toISOString());
    return added;
  }
}
