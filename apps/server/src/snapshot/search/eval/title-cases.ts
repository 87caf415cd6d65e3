import { foldText } from '@unclewatch/core';

import type { SnapshotCatalog } from '../../snapshot-catalog';
import { displayTitle, type SnapshotTitle } from '../../titles';
import { pick, titleKey, type CaseKind, type SearchCase } from './case-shapes';
import { typo } from './variants';

type NameWords = Map<string, { id: number; popularity: number }[]>;

/**
 * Title queries generated from the catalogue: a title typed whole, with a typo, cut short;
 * one-word titles; the first word of a title that owns it; titles that share a word with a
 * well-known person's name; and one-word titles that are also names.
 */
export function titleCases(
  data: SnapshotCatalog,
  perKind: number,
  rand: () => number,
  wordIsName: (w: string) => boolean,
  byToken: NameWords,
): SearchCase[] {
  const titles = data.listable().filter((t) => t.vote_count >= 200);
  const names = new Map<string, number>();
  // Per first word: how many votes the titles starting with it have, best first.
  const byFirstWord = new Map<string, number[]>();
  for (const t of data.listable()) {
    const n = foldText(displayTitle(t));
    names.set(n, (names.get(n) ?? 0) + 1);
    const first = withoutArticle(n).split(' ')[0]!;
    let votes = byFirstWord.get(first);
    if (!votes) byFirstWord.set(first, (votes = []));
    votes.push(t.vote_count);
  }
  for (const votes of byFirstWord.values()) votes.sort((a, b) => b - a);
  const folded = [...names.keys()];
  const prefixes = (p: string) => folded.filter((n) => n.startsWith(p)).length;
  const distinct = titles.filter((t) => names.get(foldText(displayTitle(t))) === 1);
  const famousWord = (w: string) =>
    w.length >= 4 && (byToken.get(w) ?? []).some((p) => p.popularity >= 10);
  const out: SearchCase[] = [];
  const add = (
    kind: CaseKind,
    make: (t: SnapshotTitle) => string | null,
    within: number,
    pool = distinct,
  ) => {
    let n = 0;
    for (const t of pick(pool, pool.length, rand)) {
      if (n === perKind) break;
      const q = make(t);
      if (!q) continue;
      const namesOnly = kind !== 'title and name' && kind !== 'title typo';
      out.push({ kind, query: q, titles: [titleKey(t)], within, namesOnly });
      n++;
    }
  };
  add('title exact', (t) => foldText(displayTitle(t)), 3);
  add(
    'title typo',
    (t) => {
      const words = foldText(displayTitle(t)).split(' ');
      const i = words.reduce((best, w, j) => (w.length > words[best]!.length ? j : best), 0);
      if (words[i]!.length < 5) return null;
      words[i] = typo(words[i]!, rand);
      return words.join(' ');
    },
    5,
  );
  add(
    'title prefix',
    (t) => {
      const text = foldText(displayTitle(t));
      if (text.length < 8) return null;
      const prefix = text.slice(0, Math.max(5, Math.ceil(text.length * 0.6))).trim();
      // A prefix that a few titles share at most (else no one title is the right answer).
      return prefixes(prefix) <= 3 ? prefix : null;
    },
    5,
  );
  add(
    'title one word',
    (t) => {
      const q = foldText(displayTitle(t));
      return q.length >= 4 && !q.includes(' ') ? q : null;
    },
    3,
  );
  // The first word of a title that clearly owns it: it has at least twice the votes of any
  // other title starting with that word ("mulholland" means Mulholland Drive).
  add(
    'title first word',
    (t) => {
      const text = withoutArticle(foldText(displayTitle(t)));
      const first = text.split(' ')[0]!;
      if (first === text || first.length < 5) return null;
      const votes = byFirstWord.get(first)!;
      return votes[0] === t.vote_count && (votes[1] ?? 0) * 2 <= t.vote_count ? first : null;
    },
    3,
    titles,
  );
  // A title with a word of a well-known person's name ("Peeping Tom", "Ford v Ferrari").
  add(
    'title with a name word',
    (t) => {
      const q = foldText(displayTitle(t));
      const words = q.split(' ');
      return words.length >= 2 && words.length <= 4 && words.some(famousWord) ? q : null;
    },
    3,
  );
  // Both a title and a name: the title must be offered, and the name's most popular bearer.
  let n = 0;
  for (const t of pick(titles, titles.length, rand)) {
    if (n === perKind) break;
    const q = foldText(displayTitle(t));
    if (q.includes(' ') || q.length < 3 || !wordIsName(q) || names.get(q) !== 1) continue;
    const top = [...(byToken.get(q) ?? [])].sort((a, b) => b.popularity - a.popularity)[0];
    if (!top || top.popularity < 5) continue;
    out.push({
      kind: 'title and name',
      query: q,
      personId: top.id,
      personWithin: 3,
      titles: [titleKey(t)],
      within: 5,
    });
    n++;
  }
  return out;
}

const withoutArticle = (text: string) => text.replace(/^(the|a|an) /, '');
