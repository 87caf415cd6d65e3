import {
  isFindable,
  isListable,
  type PersonSummary,
  type SearchResponse,
  type SnapshotPerson,
  type TitleSummary,
} from '@unclewatch/core';

import type { SnapshotCatalog } from '../snapshot-catalog';
import { releaseYear, titleNames, type SnapshotTitle } from '../titles';
import { toSummary } from '../to-dto';
import type { PeopleIndex, PersonHit } from './people-index';
import { peopleIndexOf } from './people-index-file';
import { bestKnownWork } from './prominence';
import { SearchIndex, type SearchDoc } from './search-index';
import { parseSearchQuery } from './search-query';

export const SEARCH_PAGE_SIZE = 10;
const MAX_RESULTS = 200;
const PEOPLE_SHOWN = 3;
/** Below this the name only resembles the query: the person's work is not brought in. */
const WORK_MIN_NAME_SCORE = 0.65;
const WORKS_BROUGHT_IN = 20;

interface Ranked {
  title: SnapshotTitle;
  score: number;
  /** The title's name is the query (2) or starts with it (1); 0 otherwise. */
  whole: number;
}

/** Title and people search over every findable title (posters optional, decision 080), with `year:` and `imdb:` operators. */
export class CatalogSearch {
  private readonly titles: SearchIndex<SnapshotTitle>;
  private readonly people: PeopleIndex<SnapshotPerson>;

  constructor(private readonly data: SnapshotCatalog) {
    this.titles = new SearchIndex(titleDocs(data.titles().filter(isFindable)));
    this.people = peopleIndexOf(data);
  }

  /** `keep` narrows the titles before paging (a services filter); people are never filtered. */
  search(raw: string, page: number, keep?: (title: SnapshotTitle) => boolean): SearchResponse {
    const query = parseSearchQuery(raw);
    const yearOk = (title: SnapshotTitle) =>
      query.year === undefined || releaseYear(title) === query.year;
    let ranked: Ranked[] = [];

    if (query.imdbId) {
      const title = this.data.titleByImdbId(query.imdbId);
      if (title && isFindable(title)) ranked.push({ title, score: 10, whole: 2 });
    } else if (query.tokens.length > 0) {
      ranked = this.titles
        .search(query.tokens, query.year, MAX_RESULTS)
        .map((hit) => ({ title: hit.item, score: hit.score, whole: hit.whole ?? 0 }));
    } else if (query.year !== undefined) {
      ranked = this.data
        .listable()
        .filter(yearOk)
        .map((title) => ({ title, score: title.popularity, whole: 0 }));
    }

    const people =
      query.tokens.length && !query.imdbId
        ? this.namesMatching(this.people.search(query.tokens, 8), query.tokens)
        : [];
    if (people[0]) ranked = this.withWorkOf(people, ranked, query.tokens, yearOk);
    if (keep) ranked = ranked.filter((r) => keep(r.title));

    const total = Math.min(ranked.length, MAX_RESULTS);
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    return {
      page,
      results: ranked
        .slice(start, Math.min(start + SEARCH_PAGE_SIZE, total))
        .map((r) => toSummary(r.title)),
      people:
        page === 1 ? people.slice(0, PEOPLE_SHOWN).map((hit) => this.personSummary(hit.item)) : [],
      total_pages: Math.ceil(total / SEARCH_PAGE_SIZE),
      total_results: total,
    };
  }

  /**
   * The people whose name itself matches: their own name, or another name they are known by
   * matched word for word when it has more than one word (a nickname such as "Kiki" is a
   * word many titles share). A name reached only by a typo or a sound-alike is dropped when
   * titles hold every word of the query as typed: the searcher meant those titles.
   */
  private namesMatching(
    hits: PersonHit<SnapshotPerson>[],
    tokens: string[],
  ): PersonHit<SnapshotPerson>[] {
    const titlesAsTyped = this.titles.countWithAll(tokens) > 0;
    return hits.filter(
      (hit) => (hit.primary || (hit.exact && tokens.length > 1)) && !(hit.fuzzy && titlesAsTyped),
    );
  }

  /**
   * When the query names a person, their best-known work joins the title results, scored
   * against the title matches: a clear, full-name match of a prominent person leads; a word
   * that many titles share, or a name several people share, weighs less.
   */
  private withWorkOf(
    people: PersonHit<SnapshotPerson>[],
    ranked: Ranked[],
    tokens: string[],
    yearOk: (title: SnapshotTitle) => boolean,
  ): Ranked[] {
    const best = people[0]!;
    // The query is the person's full name as typed (the last word may be cut short).
    const clearName = best.primary && best.fullName && !best.fuzzy;
    // A name that only resembles the query brings work in only when no title matched.
    if (!clearName && best.nameScore < WORK_MIN_NAME_SCORE && ranked.length > 0) return ranked;
    const runnerUp = people[1];
    const ambiguous = runnerUp && runnerUp.score > best.score - 0.1 ? 1 : 0;
    const titlesWithAll = this.titles.countWithAll(tokens);
    const titlePressure = Math.min(1, Math.log10(1 + titlesWithAll) / 2);
    const base =
      0.95 +
      0.55 * best.nameScore +
      (0.15 * (best.score - best.nameScore)) / 0.4 -
      0.4 * ambiguous -
      (best.exact ? 0 : 0.2) -
      0.3 * titlePressure;
    // Unless the query is the person's full name, a title named by the query, or starting
    // with it, stays above the work a partial or fuzzy name brings in.
    const ceiling = clearName
      ? Infinity
      : Math.min(...ranked.filter((r) => r.whole > 0).map((r) => r.score)) - 0.001;
    const byTitle = new Map(ranked.map((r) => [r.title, r]));
    for (const work of bestKnownWork(this.data.creditsOf(best.item.id)).slice(
      0,
      WORKS_BROUGHT_IN,
    )) {
      if (!yearOk(work.title)) continue;
      const score = Math.min(ceiling, base + 0.3 * work.weight);
      const known = byTitle.get(work.title);
      if (!known) byTitle.set(work.title, { title: work.title, score, whole: 0 });
      else if (known.score < score) known.score = score;
    }
    return [...byTitle.values()].sort((a, b) => b.score - a.score);
  }

  private personSummary(person: SnapshotPerson): PersonSummary {
    const knownFor: TitleSummary[] = this.data
      .creditsOf(person.id)
      .filter((c) => isListable(c.title))
      .sort((a, b) => b.title.vote_count - a.title.vote_count)
      .filter((c, i, all) => all.findIndex((o) => o.title === c.title) === i)
      .slice(0, 3)
      .map((c) => toSummary(c.title));
    return {
      id: person.id,
      media_type: 'person',
      name: person.name,
      profile_path: person.profile_path,
      known_for_department: person.known_for_department,
      known_for: knownFor,
    };
  }
}

function* titleDocs(titles: readonly SnapshotTitle[]): Generator<SearchDoc<SnapshotTitle>> {
  for (const title of titles) {
    yield {
      item: title,
      names: titleNames(title),
      popularity: title.popularity,
      votes: title.vote_count,
      year: releaseYear(title),
    };
  }
}
