import {
  isFindable,
  keepOnTvGenrePage,
  tvGenreExclusions,
  type Credits,
  type Genre,
  type MediaType,
  type PagedTitles,
  type Person,
  type PersonCredits,
  type SearchResponse,
  type SeasonDetails,
  type TitleDetails,
  type TitleSummary,
  type Video,
} from '@unclewatch/core';

import type { PathSegment, QueryValue, Upstream } from '../../http/upstream';
import type { TvDiscoverQuery } from '../index';
import { toSeason, type TmdbSeason } from './tmdb-seasons';
import { watchParams } from './tmdb-watch';
import {
  toCredits,
  toDetails,
  toPaged,
  toPerson,
  toPersonSummary,
  toSummary,
  toTitles,
  toVideos,
  type ScoreLookup,
} from './tmdb-to-dto';
import type {
  TmdbDetails,
  TmdbFindResult,
  TmdbGenreList,
  TmdbPage,
  TmdbListItem,
  TmdbPerson,
  TmdbPersonMovieCredits,
} from './tmdb-types';

/** What a title page needs, from one TMDB call (append_to_response). */
export interface TitleBundle {
  details: TitleDetails;
  videos: Video[];
  credits: Credits;
  similar: PagedTitles;
  /** Age ratings per country (issue 41); absent from older cached bundles. */
  ratings?: Record<string, string>;
}

/** TMDB's release_dates / content_ratings as region → rating (theatrical release first). */
export function ratingsOf(raw: TmdbDetails): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of raw.content_ratings?.results ?? []) {
    if (r.rating?.trim()) out[r.iso_3166_1] = r.rating.trim();
  }
  for (const r of raw.release_dates?.results ?? []) {
    const dates = [...(r.release_dates ?? [])].sort(
      (a, b) => Number(a.type !== 3) - Number(b.type !== 3),
    );
    const rated = dates.find((d) => d.certification?.trim());
    if (rated?.certification) out[r.iso_3166_1] = rated.certification.trim();
  }
  return out;
}

/** TMDB's endpoints as fixed templates, answered as our DTOs. */
export class TmdbRequests {
  constructor(
    private readonly upstream: Upstream,
    readonly scores: ScoreLookup,
  ) {}

  page(segments: PathSegment[], query: Record<string, QueryValue>): Promise<TmdbPage> {
    return this.upstream.getJson<TmdbPage>(segments, query);
  }

  async genres(type: MediaType): Promise<Genre[]> {
    return (await this.upstream.getJson<TmdbGenreList>(['genre', type, 'list'])).genres;
  }

  async discover(
    type: MediaType,
    query: Record<string, QueryValue>,
    keep?: (t: TitleSummary) => boolean,
  ): Promise<PagedTitles> {
    const answer = await this.page(['discover', type], { include_adult: 'false', ...query });
    return toPaged(answer, this.scores, type, keep);
  }

  async trending(kind: MediaType | 'all', span: 'day' | 'week', page: number) {
    const answer = await this.page(['trending', kind, span], { page });
    return toPaged(answer, this.scores, kind === 'all' ? undefined : kind);
  }

  discoverTv({
    genreId,
    language,
    year,
    sortBy,
    page,
    watch,
  }: TvDiscoverQuery): Promise<PagedTitles> {
    // TMDB filters by genre; core's TV genre rule (Animation apart) is applied to its answer too.
    const excluded = tvGenreExclusions(genreId);
    return this.discover(
      'tv',
      {
        with_genres: genreId,
        without_genres: excluded.length ? excluded.join(',') : undefined,
        with_original_language: language,
        first_air_date_year: year,
        sort_by: sortBy ?? 'popularity.desc',
        // Sorting by rating is meaningless for shows with a handful of votes.
        'vote_count.gte': sortBy && sortBy !== 'popularity.desc' ? 50 : undefined,
        page,
        ...watchParams(watch),
      },
      (t) => keepOnTvGenrePage(genreId, t),
    );
  }

  async search(text: string, page: number): Promise<SearchResponse> {
    const answer = await this.page(['search', 'multi'], {
      query: text,
      page,
      include_adult: 'false',
    });
    return {
      page: answer.page,
      results: toTitles(answer.results, this.scores, undefined, isFindable),
      people: answer.results
        .filter((r) => r.media_type === 'person')
        .map((r) => toPersonSummary(r, this.scores)),
      total_pages: Math.min(answer.total_pages, 500),
      total_results: answer.total_results,
    };
  }

  /** Titles with this IMDb id (TMDB's /find). */
  async findByImdbId(imdbId: string): Promise<TitleSummary[]> {
    const answer = await this.upstream.getJson<TmdbFindResult>(['find', imdbId], {
      external_source: 'imdb_id',
    });
    return [
      ...(answer.movie_results ?? []).map((item) => toSummary(item, 'movie', this.scores)),
      ...(answer.tv_results ?? []).map((item) => toSummary(item, 'tv', this.scores)),
    ];
  }

  /** The first page of a title search of one kind, without the list rules (import matching). */
  async searchTitles(type: MediaType, text: string): Promise<TitleSummary[]> {
    const answer = await this.page(['search', type], { query: text, include_adult: 'false' });
    return answer.results.map((item) => toSummary(item, type, this.scores));
  }

  async similar(type: MediaType, id: number, page: number): Promise<PagedTitles> {
    return toPaged(await this.page([type, id, 'similar'], { page }), this.scores, type);
  }

  async title(type: MediaType, id: number): Promise<TitleBundle> {
    const extra = type === 'tv' ? ',external_ids,content_ratings' : ',release_dates';
    const raw = await this.upstream.getJson<TmdbDetails>([type, id], {
      append_to_response: `keywords,videos,credits,similar${extra}`,
    });
    const ratings = ratingsOf(raw);
    const us = ratings.US;
    return {
      details: {
        ...toDetails(raw, type, this.scores),
        certification: us ? { region: 'US', rating: us } : null,
      },
      ratings,
      videos: toVideos(raw),
      credits: toCredits(id, raw.credits),
      similar: raw.similar
        ? toPaged(raw.similar, this.scores, type)
        : { page: 1, results: [], total_pages: 0, total_results: 0 },
    };
  }

  async season(showId: number, n: number): Promise<SeasonDetails> {
    return toSeason(showId, await this.upstream.getJson<TmdbSeason>(['tv', showId, 'season', n]));
  }

  async person(id: number): Promise<Person> {
    return toPerson(await this.upstream.getJson<TmdbPerson>(['person', id]));
  }

  async personCredits(id: number): Promise<PersonCredits> {
    const raw = await this.upstream.getJson<TmdbPersonMovieCredits>([
      'person',
      id,
      'movie_credits',
    ]);
    const seen = new Set<number>();
    const roles = [
      ...raw.cast.map((c) => ({ item: c, role: c.character ?? '' })),
      ...raw.crew.map((c) => ({ item: c, role: c.job ?? '' })),
    ].filter(({ item }) => !item.adult && !seen.has(item.id) && seen.add(item.id));
    roles.sort(
      (a, b) => (b.item.vote_count ?? 0) - (a.item.vote_count ?? 0) || a.item.id - b.item.id,
    );
    const newestFirst = (a: TmdbListItem, b: TmdbListItem) =>
      (b.release_date ?? '').localeCompare(a.release_date ?? '') || a.id - b.id;
    const once = <T extends TmdbListItem>(list: T[]) => {
      const ids = new Set<number>();
      return list.filter((c) => !c.adult && !ids.has(c.id) && ids.add(c.id)).sort(newestFirst);
    };
    return {
      id,
      cast: roles.map(({ item, role }) => ({
        ...toSummary(item, 'movie', this.scores),
        character: role,
      })),
      directing: once(raw.crew.filter((c) => c.department === 'Directing')).map((c) => ({
        ...toSummary(c, 'movie', this.scores),
        job: c.job ?? 'Director',
      })),
      acting: once(raw.cast).map((c) => ({
        ...toSummary(c, 'movie', this.scores),
        character: c.character ?? '',
      })),
    };
  }
}
