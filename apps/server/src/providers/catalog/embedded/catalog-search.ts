import type { PersonSummary, SearchResponse, SnapshotPerson, TitleSummary } from '@unclewatch/core';

import type { CatalogData } from './catalog-data';
import { SearchIndex, type SearchDoc } from './search-index';
import { parseSearchQuery } from './search-query';
import { releaseYear, toSummary, type SnapshotTitle } from './to-dto';

export const SEARCH_PAGE_SIZE = 10;
const MAX_RESULTS = 200;
/** Below this a name only looks like the query (a typo or a partial word): not worth showing. */
const PERSON_MIN_SCORE = 0.85;

/** Title and people search over the listable catalogue, with `year:` and `imdb:` operators. */
export class CatalogSearch {
  private readonly titles: SearchIndex<SnapshotTitle>;
  private readonly people: SearchIndex<SnapshotPerson>;

  constructor(private readonly data: CatalogData) {
    const titleDocs: SearchDoc<SnapshotTitle>[] = [...data.listableMovies, ...data.listableTv].map(
      (title) => ({
        item: title,
        names:
          'title' in title
            ? [title.title, title.original_title]
            : [title.name, title.original_name],
        popularity: title.popularity,
        votes: title.vote_count,
        year: releaseYear(title),
      }),
    );
    this.titles = new SearchIndex(titleDocs);
    const peopleDocs: SearchDoc<SnapshotPerson>[] = [];
    for (const person of data.people.values()) {
      const credits = data.creditsByPerson.get(person.id) ?? [];
      if (!credits.some((c) => c.title.poster_path && !c.title.adult)) continue;
      const votes = credits.reduce((n, c) => n + c.title.vote_count, 0);
      peopleDocs.push({
        item: person,
        names: [person.name],
        popularity: person.popularity,
        votes,
        year: null,
      });
    }
    this.people = new SearchIndex(peopleDocs);
  }

  search(raw: string, page: number): SearchResponse {
    const query = parseSearchQuery(raw);
    const yearOk = (year: number | null) => query.year === undefined || year === query.year;
    let ranked: { title: SnapshotTitle; score: number }[] = [];

    if (query.imdbId) {
      const title = this.data.byImdbId.get(query.imdbId);
      if (title && title.poster_path && !title.adult) ranked.push({ title, score: 10 });
    } else if (query.tokens.length > 0) {
      ranked = this.titles
        .search(query.tokens, query.text, (doc) => yearOk(doc.year))
        .map((hit) => ({ title: hit.item, score: hit.score }));
    } else if (query.year !== undefined) {
      ranked = [...this.data.listableMovies, ...this.data.listableTv]
        .filter((t) => releaseYear(t) === query.year)
        .map((title) => ({ title, score: title.popularity }));
    }

    const people = query.tokens.length
      ? this.people
          .search(query.tokens, query.text)
          .filter((hit) => hit.score >= PERSON_MIN_SCORE)
          .slice(0, 3)
      : [];
    // A strong person match brings their titles in, just below the best title matches.
    const best = people[0];
    if (best && best.score >= 0.9) {
      const seen = new Set(ranked.map((r) => r.title));
      for (const credit of this.data.creditsByPerson.get(best.item.id) ?? []) {
        const t = credit.title;
        if (seen.has(t) || !t.poster_path || t.adult || !yearOk(releaseYear(t))) continue;
        seen.add(t);
        ranked.push({
          title: t,
          score: best.score * 0.75 + (0.1 * Math.log10(1 + t.vote_count)) / 4.5,
        });
      }
      ranked.sort((a, b) => b.score - a.score);
    }

    const total = Math.min(ranked.length, MAX_RESULTS);
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    return {
      page,
      results: ranked
        .slice(start, Math.min(start + SEARCH_PAGE_SIZE, total))
        .map((r) => toSummary(r.title)),
      people: page === 1 ? people.map((hit) => this.personSummary(hit.item)) : [],
      total_pages: Math.ceil(total / SEARCH_PAGE_SIZE),
      total_results: total,
    };
  }

  private personSummary(person: SnapshotPerson): PersonSummary {
    const knownFor: TitleSummary[] = (this.data.creditsByPerson.get(person.id) ?? [])
      .filter((c) => c.title.poster_path && !c.title.adult)
      .sort((a, b) => b.title.vote_count - a.title.vote_count)
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
