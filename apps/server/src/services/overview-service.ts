import crypto from 'node:crypto';

import {
  foldText,
  OVERVIEW_FALLBACK_TEXT,
  type RewriteOverviewRequest,
  type TitleDetails,
} from '@unclewatch/core';
import type { Logger } from 'pino';

import type { AiCacheRepository } from '../db/repositories/ai-cache';
import type { AssistantService } from './assistant/assistant-service';
import type { OverviewFacts } from './assistant/types';
import type { RateLimiter } from '../http/rate-limiter';
import { rateLimitExceeded } from '../domain/domain-error';
import type { CatalogProvider } from '../providers/catalog/index';

const hash = (text: string, length = 32) =>
  crypto.createHash('sha256').update(text).digest('hex').slice(0, length);

function yearOf(details: TitleDetails): number | undefined {
  const year = Number.parseInt(
    (details.release_date ?? details.first_air_date ?? '').slice(0, 4),
    10,
  );
  return Number.isFinite(year) ? year : undefined;
}

function factsOf(details: TitleDetails): OverviewFacts {
  return {
    type: details.media_type,
    title: details.title ?? details.name ?? '',
    overview: details.overview,
    genres: details.genres.map((g) => g.name),
    year: yearOf(details),
    imdbRating: details.imdbRating ?? undefined,
    tmdbRating: details.vote_count >= 20 ? details.vote_average : undefined,
  };
}

/**
 * The "Uncle recommends" teaser (spec §1): computed once per title and input, then served from
 * the database. A title the catalogue knows is always rewritten from the catalogue's own text,
 * so a client can't plant a text for it; other input is rewritten each time, never stored.
 */
export class OverviewService {
  constructor(
    private readonly ai: AssistantService,
    private readonly catalog: CatalogProvider,
    private readonly cache: AiCacheRepository,
    private readonly limiter: RateLimiter,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  async rewrite(input: RewriteOverviewRequest, clientKey: string): Promise<string> {
    const known = await this.findKnown(input);
    const facts: OverviewFacts = known
      ? factsOf(known)
      : {
          type: input.type,
          title: input.title,
          overview: input.overview,
          genres: input.genre ? [input.genre] : [],
          year: input.year,
        };
    const key = this.cacheKey(facts, known?.id);
    const cached = await this.cache.get(key);
    if (cached !== undefined) return cached;

    const limit = await this.limiter.hit(clientKey);
    if (!limit.allowed) throw rateLimitExceeded(limit.retryAfterSeconds);

    const fallback = facts.overview.trim() || OVERVIEW_FALLBACK_TEXT;
    let rewritten: string;
    try {
      rewritten = (await this.ai.rewriteOverview(facts)).trim();
    } catch (error) {
      this.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown', mode: this.ai.mode },
        'overview rewrite failed; serving the original overview',
      );
      return fallback;
    }
    if (!rewritten) return fallback;
    // Text made up by a client (no catalogue title) is not stored: anyone could fill the
    // database with it. Each such rewrite counts against the client's rate limit instead.
    if (!known) return rewritten;
    await this.cache.putIfAbsent(key, rewritten);
    // Two concurrent first requests: whichever stored first wins, and both answer with it.
    return (await this.cache.get(key)) ?? rewritten;
  }

  /**
   * The teaser for a catalogue title, ready to ship inside a page aggregate: the cached text,
   * or (with the instant embedded engine) a fresh one. A live model is never waited on here;
   * the page then asks POST /api/ai/rewrite-overview itself, off its critical path.
   */
  async prepared(details: TitleDetails): Promise<string | null> {
    const facts = factsOf(details);
    const key = this.cacheKey(facts, details.id);
    const cached = await this.cache.get(key);
    if (cached !== undefined) return cached;
    if (this.ai.mode !== 'embedded') return null;
    const rewritten = (await this.ai.rewriteOverview(facts).catch(() => '')).trim();
    if (!rewritten) return null;
    await this.cache.putIfAbsent(key, rewritten);
    return (await this.cache.get(key)) ?? rewritten;
  }

  /** The catalogue's own title for the request: by id, else by exact title, type and year. */
  private async findKnown(input: RewriteOverviewRequest): Promise<TitleDetails | null> {
    if (input.id !== undefined) return this.catalog.details(input.type, input.id);
    const wanted = foldText(input.title);
    const { results } = await this.catalog.search(input.title, 1);
    const match = results.find((r) => {
      if (r.media_type !== input.type || foldText(r.title ?? r.name ?? '') !== wanted) return false;
      const year = Number.parseInt((r.release_date ?? r.first_air_date ?? '').slice(0, 4), 10);
      return input.year === undefined || year === input.year;
    });
    return match ? this.catalog.details(match.media_type, match.id) : null;
  }

  private cacheKey(facts: OverviewFacts, id: number | undefined): string {
    const content = hash(JSON.stringify([this.ai.fingerprint, facts]));
    if (id !== undefined) return `id:${facts.type}:${id}:${content}`;
    const name = hash(`${foldText(facts.title)}|${facts.year ?? ''}`, 16);
    return `text:${facts.type}:${name}:${content}`;
  }
}
