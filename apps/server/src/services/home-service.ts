import {
  isListable,
  type HomeResponse,
  type TitleDetails,
  type TitleSummary,
} from '@unclewatch/core';

import type { CatalogProvider } from '../providers/catalog/index';

export const CAROUSEL_SIZE = 15;
const POOL_PAGES = 3;

export type RandomSource = () => number;

/** Picks `count` distinct items at random (Fisher–Yates on a copy). */
export function sample<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** Hero candidates: the admins' picks once they exist; until then, popular movies. */
export type HeroSource = () => Promise<{ type: 'movie' | 'tv'; id: number }[]>;

/** Which of these titles a limited viewer may see, in order (issue 41). */
export type AllowedTitles = (refs: { type: 'movie' | 'tv'; id: number }[]) => Promise<boolean[]>;

/** A limited viewer's rows are drawn from this many times more pages, so they stay full. */
const LIMITED_POOL_FACTOR = 5;

/** The hero's rewritten overview when it is ready without waiting on a model. */
export type Teaser = (details: TitleDetails) => Promise<string | null>;

export class HomeService {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly heroSource: HeroSource | undefined = undefined,
    private readonly random: RandomSource = Math.random,
    private readonly teaser: Teaser = async () => null,
  ) {}

  private async pool(
    load: (page: number) => Promise<{ results: TitleSummary[] }>,
    allowed?: AllowedTitles,
  ) {
    const count = allowed ? POOL_PAGES * LIMITED_POOL_FACTOR : POOL_PAGES;
    const pages = await Promise.all(Array.from({ length: count }, (_, i) => load(i + 1)));
    const titles = pages.flatMap((p) => p.results).filter(isListable);
    if (!allowed) return titles;
    const verdicts = await allowed(titles.map((t) => ({ type: t.media_type, id: t.id })));
    return titles.filter((_, i) => verdicts[i]);
  }

  /**
   * The home page's rows and hero. For a limited viewer (`allowed`, issue 41) each row is drawn
   * from more pages and only from the titles they may see, and so is the hero.
   */
  async home(allowed?: AllowedTitles): Promise<HomeResponse> {
    const pool = (load: (page: number) => Promise<{ results: TitleSummary[] }>) =>
      this.pool(load, allowed);
    const [trendingMovies, trendingTv, hollywood, bollywood] = await Promise.all([
      pool((page) => this.catalog.trending('week', page, 'movie')),
      pool((page) => this.catalog.trending('week', page, 'tv')),
      pool((page) => this.catalog.discoverMovies({ languages: ['en'], countries: ['US'], page })),
      pool((page) => this.catalog.discoverMovies({ languages: ['hi'], page })),
    ]);
    const hero = await this.hero(trendingMovies, allowed);
    return {
      hero,
      heroOverview: hero ? await this.teaser(hero).catch(() => null) : null,
      trendingMovies: sample(trendingMovies, CAROUSEL_SIZE, this.random),
      trendingTv: sample(trendingTv, CAROUSEL_SIZE, this.random),
      hollywood: sample(hollywood, CAROUSEL_SIZE, this.random),
      bollywood: sample(bollywood, CAROUSEL_SIZE, this.random),
    };
  }

  private async hero(fallback: TitleSummary[], allowed?: AllowedTitles) {
    let picks = (await this.heroSource?.().catch(() => [])) ?? [];
    if (allowed && picks.length) {
      const verdicts = await allowed(picks);
      picks = picks.filter((_, i) => verdicts[i]);
    }
    const candidates = picks.length
      ? picks
      : fallback.filter((t) => t.backdrop_path).map((t) => ({ type: t.media_type, id: t.id }));
    for (const choice of sample(candidates, 5, this.random)) {
      const details = await this.catalog.details(choice.type, choice.id);
      if (details?.backdrop_path) return details;
    }
    return null;
  }
}
