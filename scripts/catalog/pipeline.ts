/** The whole join: raw sources → CatalogSnapshot (no I/O besides reading RAW_DIR). */
import { applyCertifications, certificationCoverageLine } from './certifications.ts';
import type { CatalogSnapshot, SnapshotCredit } from '../../packages/core/src/catalog/snapshot.ts';
import { ownTitleKeys, toMovie, toTv } from './assemble.ts';
import { PeopleIndex, buildPeople, draftCredits, finalCredits } from './credits.ts';
import { EntityStore } from './join.ts';
import type { Contribution } from './model.ts';
import { assignOwnIds } from './own-ids.ts';
import { keep, resolveEntity, type ResolvedTitle } from './resolve.ts';
import { JUSTWATCH_CATALOGUES, readJustWatch } from './sources/justwatch.ts';
import { readMearieMovies, readMeariePeople } from './sources/mearie.ts';
import { readLinksSmall, readMoviesDatasetIndian } from './sources/movies-dataset.ts';
import { buildIdMaps, readLinks, readTrailers } from './sources/movielens.ts';
import { readStreamingMovies, readStreamingTv } from './sources/streaming-platforms.ts';
import { readBollywood, readIndianLanguages, readTopRated, readV11 } from './sources/tmdb-csv.ts';
import { readTmdbLists, type TmdbListsResult } from './sources/tmdb-lists.ts';
import { readTvmaze } from './sources/tvmaze.ts';
import { readBoxOffice } from './sources/boxoffice.ts';
import { readMovieCredits } from './sources/movie-credits.ts';
import { readPeopleDetails } from './sources/people.ts';
import { readTvDetails } from './sources/tv-details.ts';
import { readTvIds, readTvNetworks, tvIdPopularity } from './sources/tv-index.ts';
import { matchTvIds } from './tv-match.ts';
import { guessLanguageFromPeople } from './language-guess.ts';
import { UNKNOWN_LANGUAGE } from './languages.ts';
import { buildAliases } from './aliases.ts';
import type { TmdbPerson } from './sources/mearie.ts';
import { readVega } from './sources/vega.ts';
import { readWikipedia } from './sources/wikipedia.ts';

export interface JoinedSources {
  movies: EntityStore;
  tv: EntityStore;
  lists: TmdbListsResult;
  /** People named by the credits source (TMDB id + name). */
  creditPeople: TmdbPerson[];
}

/** Joins every source into movie and TV stores (order matters: ids first, names last). */
export function joinSources(hook?: EntityStore['onMatch']): JoinedSources {
  const movies = new EntityStore('movie');
  const tv = new EntityStore('tv');
  movies.onMatch = tv.onMatch = hook;
  const wrongIds: string[] = [];
  movies.onWrongId = (c) => wrongIds.push(`${c.tmdbId} ${c.titles[0] ?? ''} (${c.year ?? '?'})`);
  const addAll = (cs: readonly Contribution[]): void => {
    for (const c of cs) (c.kind === 'movie' ? movies : tv).add(c);
  };
  const lists = readTmdbLists();
  const mlLinks = readLinks();
  const idMaps = buildIdMaps([...mlLinks, ...readLinksSmall()]);

  // 1. TMDB-id sources (TV details first for TV).
  addAll(lists.contributions);
  addAll(readTvDetails());
  addAll(readMearieMovies());
  addAll(readIndianLanguages());
  addAll(readV11());
  addAll(readTopRated());
  addAll(readBollywood());
  addAll(readMoviesDatasetIndian());
  const credits = readMovieCredits();
  addAll(credits.films);
  // Box Office Jedi ids were matched by title upstream: added after every trusted TMDB source
  // so the wrong-id check can see the titles those sources vouch for.
  addAll(readBoxOffice());
  addAll(credits.credits);
  for (const e of movies.entities) {
    const imdb = e.tmdbId !== undefined ? idMaps.tmdbToImdb.get(e.tmdbId) : undefined;
    if (imdb) movies.addImdb(e, imdb);
  }
  // 2. imdb-id sources (JustWatch), which may start TV shows of their own.
  for (const cat of JUSTWATCH_CATALOGUES) addAll(readJustWatch(cat, idMaps.imdbToTmdb));
  // 3. Name-only TV (TVmaze), which may start shows too.
  addAll(readTvmaze());
  // 4. Title + year enrichment only.
  addAll(readStreamingMovies());
  addAll(readStreamingTv());
  addAll(readVega());
  addAll(readWikipedia());
  // 5. Trailers by TMDB id.
  addAll(readTrailers(mlLinks));
  // 6. TV shows still without a TMDB id: find it by name + year; then 2026 popularity and
  //    networks by TMDB id.
  console.log(`wrong ids dropped (${wrongIds.length}): ${wrongIds.slice(0, 12).join('; ')} …`);
  const tvIds = readTvIds();
  console.log(`tv-ids: ${matchTvIds(tv, tvIds)} shows gained a TMDB id by name + year`);
  addAll(tvIdPopularity(tvIds));
  addAll(readTvNetworks());
  return { movies, tv, lists, creditPeople: credits.people };
}

export function buildSnapshot(prev?: CatalogSnapshot): CatalogSnapshot {
  const { movies, tv, lists, creditPeople } = joinSources();
  console.log('join (movies):', JSON.stringify(movies.stats));
  console.log('join (tv):    ', JSON.stringify(tv.stats));

  const keptMovies = movies.entities.map(resolveEntity).filter(keep);
  const keptTv = tv.entities.map(resolveEntity).filter(keep);
  const all = [...keptMovies, ...keptTv];

  // TV creators are TMDB people too (some direct films): lowest priority, names only.
  const creatorPeople = [...tv.entities]
    .flatMap((e) => e.contribs.flatMap((c) => c.fields.creators ?? []))
    .map((c) => ({ id: c.personId, name: c.name }));
  const people = new PeopleIndex(
    readPeopleDetails(),
    readMeariePeople(),
    creditPeople,
    creatorPeople,
  );
  const drafts = new Map(all.map((t) => [t, draftCredits(t, people)] as const));
  let guessed = 0;
  for (const t of all) {
    if (t.language !== UNKNOWN_LANGUAGE) continue;
    const lang = guessLanguageFromPeople(drafts.get(t) ?? [], people);
    if (lang) [t.language, guessed] = [lang, guessed + 1];
  }
  console.log(`language guessed from people's birth countries: ${guessed} titles`);
  const titleKeys = ownTitleKeys(all.filter((t) => t.tmdbId === undefined));
  const personKeys = [...drafts.values()].flat().flatMap((d) => (d.personKey ? [d.personKey] : []));
  const ownIds = assignOwnIds([...titleKeys.values(), ...personKeys]);
  const idOf = (t: ResolvedTitle): number =>
    t.tmdbId ?? (ownIds.get(titleKeys.get(t) as string) as number);
  const creditsOf = (t: ResolvedTitle): SnapshotCredit[] =>
    finalCredits(drafts.get(t) ?? [], ownIds);

  const next = {
    movies: keptMovies.map((t) => toMovie(t, idOf(t), creditsOf(t))).sort((a, b) => a.id - b.id),
    tv: keptTv.map((t) => toTv(t, idOf(t), creditsOf(t))).sort((a, b) => a.id - b.id),
    people: buildPeople(
      all.map((t) => ({
        drafts: drafts.get(t) ?? [],
        popularity: t.popularity,
        creators: t.creators,
      })),
      people,
      ownIds,
    ),
  };
  const snapshot: CatalogSnapshot = {
    version: 1,
    builtAt: lists.newestDate,
    movieGenres: lists.movieGenres,
    tvGenres: lists.tvGenres,
    ...next,
    aliases: buildAliases(prev, next),
  };
  console.log(certificationCoverageLine(applyCertifications(snapshot)));
  return snapshot;
}
