import type { CachedLoader } from '../cache/index';
import { UpstreamUnavailableError, type Upstream } from '../http/upstream';
import type { ExternalRatings, RatingsProvider, RatingsQuery } from './index';

const DAY = 24 * 60 * 60_000;

/** OMDb's answer (https://www.omdbapi.com/): HTTP 200 either way, `Response` says which. */
interface OmdbAnswer {
  Response: 'True' | 'False';
  Error?: string;
  Title?: string;
  Year?: string;
  imdbID?: string;
  imdbRating?: string;
  Ratings?: { Source: string; Value: string }[];
}

const imdbIdPattern = /^tt\d{5,10}$/;

export function parseOmdb(answer: OmdbAnswer): ExternalRatings | null {
  if (answer.Response !== 'True' || !answer.Title) return null;
  const imdb = Number.parseFloat(answer.imdbRating ?? '');
  const rt = answer.Ratings?.find((r) => r.Source === 'Rotten Tomatoes');
  const rtValue = rt ? Number.parseInt(rt.Value, 10) : Number.NaN;
  return {
    title: answer.Title,
    year: answer.Year ?? '',
    imdbId: answer.imdbID ?? null,
    imdbRating: Number.isFinite(imdb) ? imdb : null,
    rtRating: Number.isFinite(rtValue) ? rtValue : null,
  };
}

export interface OmdbRatingsOptions {
  /** Upstream calls allowed per UTC day (OMDb's free key allows 1,000). */
  dailyLimit: number;
  now?: () => Date;
}

/**
 * Live ratings from OMDb, by IMDb id when known, else by title and year; cached per title for
 * a day. When the daily budget is spent or OMDb is down, the embedded ratings answer.
 */
export class OmdbRatings implements RatingsProvider {
  readonly mode = 'live' as const;
  private budgetDay = '';
  private spent = 0;

  constructor(
    private readonly upstream: Upstream,
    private readonly loader: CachedLoader,
    private readonly fallback: RatingsProvider,
    private readonly options: OmdbRatingsOptions,
  ) {}

  async lookup(query: RatingsQuery): Promise<ExternalRatings | null> {
    const imdbId = query.imdbId && imdbIdPattern.test(query.imdbId) ? query.imdbId : undefined;
    const title = query.title.trim().toLowerCase();
    const key = imdbId ? `omdb:i:${imdbId}` : `omdb:t:${title}:${query.year ?? ''}`;
    try {
      const live = await this.loader.cached(
        key,
        DAY,
        async () => {
          if (!this.spend()) throw new UpstreamUnavailableError('omdb', 'daily budget spent');
          const answer = await this.upstream.getJson<OmdbAnswer>(
            [],
            imdbId ? { i: imdbId } : { t: query.title.trim(), y: query.year },
          );
          if (answer.Response === 'False' && answer.Error && !/not found/i.test(answer.Error))
            // "Request limit reached!", "Invalid API key!": not a fact about the title.
            throw new UpstreamUnavailableError('omdb', 'refused');
          return parseOmdb(answer);
        },
        { staleTtlMs: 7 * DAY, notFoundTtlMs: DAY },
      );
      // OMDb's title matching is strict; the snapshot may still know the title.
      return live ?? (await this.fallback.lookup(query));
    } catch (err) {
      if (err instanceof UpstreamUnavailableError) return this.fallback.lookup(query);
      throw err;
    }
  }

  /** Counts one upstream call against today's budget; false when it is spent. */
  private spend(): boolean {
    const today = (this.options.now?.() ?? new Date()).toISOString().slice(0, 10);
    if (today !== this.budgetDay) {
      this.budgetDay = today;
      this.spent = 0;
    }
    if (this.spent >= this.options.dailyLimit) return false;
    this.spent++;
    return true;
  }
}
