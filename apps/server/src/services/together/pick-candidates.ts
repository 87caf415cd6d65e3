import type { MediaType } from '@unclewatch/core';

import type { MemberLibrary, TitleKey } from '../../db/repositories/together/tastes-repository';
import type { CatalogueLists } from './catalogue-lists';
import { moodGenres } from './mood';
import { LOVED, type Taste } from './taste-model';

export interface CandidateMember {
  library: MemberLibrary;
  taste: Taste;
}

/** Catalogue calls for titles like the ones a member loved: a few per member, capped. */
const LOVED_SEEDS_PER_MEMBER = 3;
const SIMILAR_CALLS = 10;
const GENRES_PER_MEMBER = 2;

/**
 * Where a pick looks: every present member's watchlist, then titles like those they loved,
 * the genres they rate highest, the mood's genres, and the catalogue's best as the fallback.
 * `wider` adds more pages, for evenings whose rules leave few titles (a 30-minute limit).
 */
export async function gatherCandidates(
  lists: CatalogueLists,
  members: readonly CandidateMember[],
  options: { type?: MediaType; mood?: string; wider?: boolean },
): Promise<TitleKey[]> {
  const allows = (type: MediaType) => !options.type || options.type === type;
  const keys: TitleKey[] = members.flatMap((m) =>
    m.library.watchlist.filter((k) => allows(k.type)),
  );
  const calls: Promise<TitleKey[]>[] = [];

  // Titles they loved: rated 8+, else finished or watched (the history is taste, issue #42).
  const seeds = members
    .flatMap((m) =>
      m.taste.rated
        .filter((r) =>
          (r.source ?? 'rating') === 'rating'
            ? r.rating >= LOVED
            : r.source === 'finished' || r.source === 'watched',
        )
        .map((r) => ({ type: r.features.type, id: r.features.id }))
        .filter((r) => allows(r.type))
        .slice(0, LOVED_SEEDS_PER_MEMBER),
    )
    .slice(0, SIMILAR_CALLS);
  for (const seed of seeds) calls.push(lists.similar(seed.type, seed.id));

  const genres = new Map<string, { id: number; type: MediaType }>();
  for (const m of members) {
    const liked = [...m.taste.genres.entries()]
      .filter(([, s]) => s.loved + s.finished + s.watched > 0 && s.dev > 0)
      .sort((a, b) => b[1].dev / (b[1].n + 3) - a[1].dev / (a[1].n + 3))
      .slice(0, GENRES_PER_MEMBER);
    for (const [id, s] of liked)
      for (const type of s.types) if (allows(type)) genres.set(`${type}:${id}`, { id, type });
  }
  const wanted = moodGenres(options.mood);
  if (wanted.size > 0) {
    const { movie: movieGenres, tv: tvGenres } = await lists.genres();
    for (const g of movieGenres)
      if (wanted.has(g.name) && allows('movie'))
        genres.set(`movie:${g.id}`, { id: g.id, type: 'movie' });
    for (const g of tvGenres)
      if (wanted.has(g.name) && allows('tv')) genres.set(`tv:${g.id}`, { id: g.id, type: 'tv' });
  }
  const pages = options.wider ? [1, 2, 3, 4] : [1];
  for (const g of genres.values())
    for (const page of pages)
      calls.push(g.type === 'movie' ? lists.movieGenre(g.id, page) : lists.tvGenre(g.id, page));

  // The catalogue's best, for members without history and as the last resort.
  const fallbackPages = options.wider ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2];
  for (const page of fallbackPages) {
    if (allows('movie')) calls.push(lists.popularMovies(page));
    if (allows('tv')) calls.push(lists.bestTv(page));
  }
  if (!options.wider) calls.push(lists.trending(options.type));

  const settled = await Promise.allSettled(calls);
  for (const s of settled) if (s.status === 'fulfilled') keys.push(...s.value);
  return keys.filter((k) => allows(k.type));
}
