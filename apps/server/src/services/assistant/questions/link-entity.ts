import {
  foldText,
  isListable,
  type MediaType,
  type SearchResponse,
  type TitleRecord,
} from '@unclewatch/core';

import type { EntityNames } from '../../../providers/catalog/index';
import type { TitleRecordsProvider } from '../../../providers/title-records/index';

export type Entity =
  | { kind: 'title'; title: TitleRecord }
  /** A title named by the catalogue's search or the conversation, read through the port. */
  | { kind: 'catalog-title'; type: MediaType; id: number }
  | { kind: 'person'; personId: number };

const titleWords = /^(?:the )?(?:movie|film|show|tv show|series|tv series) /;
const trailingTitleWords = / (?:movie|film|show|tv show|series)$/;
const stopSingles = new Set(['movie', 'film', 'show', 'series', 'one', 'ones', 'that', 'this']);

function variants(text: string): string[] {
  const bare = text.replace(titleWords, '').replace(trailingTitleWords, '');
  const out = [text, text.replace(titleWords, ''), text.replace(trailingTitleWords, ''), bare];
  out.push(bare.replace(/^(?:the|a|an) /, ''));
  return [...new Set(out.filter(Boolean))];
}

/** Edit distance counting a swap of two neighbouring letters as one edit (a common slip). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The candidate nearest to what was asked among those close enough (search order breaks ties). */
function closest<T>(asked: string, candidates: T[], nameOf: (c: T) => string): T | undefined {
  let best: { c: T; d: number } | undefined;
  for (const c of candidates) {
    if (!nearlySame(asked, nameOf(c))) continue;
    const d = distance(asked, foldText(nameOf(c)), 6);
    if (!best || d < best.d) best = { c, d };
  }
  return best?.c;
}

/** Close enough to be the same name with a typo or a dropped article. */
export function nearlySame(asked: string, name: string): boolean {
  const a = asked.replace(/^(the|a|an) /, '');
  const b = foldText(name).replace(/^(the|a|an) /, '');
  if (!a || !b) return false;
  const max = b.length <= 4 ? 0 : b.length <= 8 ? 1 : 2;
  return distance(a, b, max) <= max;
}

/**
 * Finds the title or person a question names. The words left after the question's cues are
 * tried whole, then the longest run of the message's words that is a catalogue name and
 * overlaps them, then the search engine (typos, aliases) with a closeness check, so a word
 * that merely resembles a title is not taken for it.
 */
export async function linkEntity(
  subject: string,
  folded: string,
  index: EntityNames,
  records: TitleRecordsProvider,
  search: (query: string) => Promise<SearchResponse>,
  prefer: 'title' | 'person',
): Promise<Entity | undefined> {
  const exact = (text: string): Entity | undefined => {
    const title = index.title(text);
    const personId = index.personId(text);
    const asTitle = title ? ({ kind: 'title', title } as const) : undefined;
    const asPerson = personId !== undefined ? ({ kind: 'person', personId } as const) : undefined;
    return prefer === 'title' ? (asTitle ?? asPerson) : (asPerson ?? asTitle);
  };
  if (!subject) return undefined;
  // A name the question's cue words partly swallowed ("were" of "We're the Millers").
  const tokens = folded.split(' ');
  const subjectTokens = subject.split(' ');
  const at = tokens.join(' ').indexOf(subject);
  if (at >= 0) {
    const first = tokens.join(' ').slice(0, at).split(' ').length - 1;
    for (let from = Math.max(0, first - 2); from <= first; from++) {
      for (
        let to = Math.min(tokens.length, first + subjectTokens.length + 2);
        to >= first + subjectTokens.length;
        to--
      ) {
        if (to - from <= subjectTokens.length) continue;
        const found = exact(tokens.slice(from, to).join(' '));
        if (found?.kind === 'title') return found;
      }
    }
  }
  for (const text of variants(subject)) {
    const found = exact(text);
    if (found) return found;
  }

  // Runs of the message's words that are a catalogue name and share words with the subject;
  // one covering most of the subject is taken now, a partial one only if search finds nothing.
  let partial: Entity | undefined;
  for (let size = Math.min(tokens.length, 10); size >= 1 && !partial; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      const span = tokens.slice(start, start + size);
      const shared = span.filter((t) => subjectTokens.includes(t)).length;
      if (shared === 0) continue;
      if (
        size === 1 &&
        (subjectTokens.length > 1 || span[0]!.length < 4 || stopSingles.has(span[0]!))
      )
        continue;
      const found = exact(span.join(' '));
      if (!found) continue;
      if (shared * 10 >= subjectTokens.length * 6) return found;
      partial ??= found;
    }
  }

  return (await searched(subject, records, search, prefer, false)) ?? partial;
}

/**
 * The title or person the catalogue's search finds for `subject` (nearly the same name, or
 * with `exactOnly` exactly it). In live mode the search is TMDB's, so it knows titles and
 * people the snapshot does not; those come back as catalogue entities.
 */
export async function searched(
  subject: string,
  records: TitleRecordsProvider,
  search: (query: string) => Promise<SearchResponse>,
  prefer: 'title' | 'person',
  exactOnly: boolean,
): Promise<Entity | undefined> {
  const query = subject.replace(titleWords, '').replace(trailingTitleWords, '') || subject;
  const response = await search(query).catch(() => undefined);
  if (!response) return undefined;
  const same = (name: string) => foldText(name) === foldText(query);
  const titles = exactOnly
    ? response.results.filter((r) => same(r.title ?? r.name ?? ''))
    : response.results;
  const people = exactOnly ? response.people.filter((p) => same(p.name)) : response.people;
  const title = closest(query, titles, (r) => r.title ?? r.name ?? '');
  const person = closest(query, people, (p) => p.name);
  let asTitle: Entity | undefined;
  if (title) {
    const [held] = await records.titles([{ type: title.media_type, id: title.id }]);
    if (held) asTitle = isListable(held) ? { kind: 'title', title: held } : undefined;
    else if (!title.adult)
      asTitle = { kind: 'catalog-title', type: title.media_type, id: title.id };
  }
  const asPerson = person ? ({ kind: 'person', personId: person.id } as const) : undefined;
  return prefer === 'title' ? (asTitle ?? asPerson) : (asPerson ?? asTitle);
}
