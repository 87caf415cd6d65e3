import type {
  CatalogSnapshot,
  SnapshotTitleBase,
} from '../../packages/core/src/catalog/snapshot.ts';
import { isOwnId } from './own-ids.ts';

type Row = [label: string, test: (t: SnapshotTitleBase) => boolean];

const ROWS: Row[] = [
  ['total', () => true],
  ['with TMDB id', (t) => !isOwnId(t.id)],
  ['with imdb_id', (t) => !!t.imdb_id],
  ['with poster', (t) => t.poster_path !== null],
  ['with overview', (t) => t.overview !== ''],
  ['with genres', (t) => t.genre_ids.length > 0],
  ['with trailer', (t) => !!t.trailers?.length],
  ['with imdbRating', (t) => t.imdbRating !== undefined],
  ['with rtRating', (t) => t.rtRating !== undefined],
  ['with streaming (US)', (t) => !!t.streaming?.length],
  ['with credits', (t) => !!t.credits?.length],
  ['with a TMDB-id person in credits', (t) => !!t.credits?.some((c) => !isOwnId(c.personId))],
  ['with a director', (t) => !!t.credits?.some((c) => c.job === 'Director')],
  ['with keywords', (t) => !!t.keywords?.length],
  ['language unknown (xx)', (t) => t.original_language === 'xx'],
];

function pct(n: number, total: number): string {
  return total ? `${n} (${Math.round((n / total) * 100)} %)` : '0';
}

function count(list: readonly SnapshotTitleBase[], test: (t: SnapshotTitleBase) => boolean) {
  return list.reduce((n, t) => n + (test(t) ? 1 : 0), 0);
}

function languages(list: readonly SnapshotTitleBase[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of list) m.set(t.original_language, (m.get(t.original_language) ?? 0) + 1);
  return m;
}

/** Markdown tables of field coverage, people and languages for data/README.md. */
export function countsMarkdown(s: CatalogSnapshot): string {
  const lines: string[] = ['| field | movies | TV |', '|---|---:|---:|'];
  for (const [label, test] of ROWS) {
    const m = count(s.movies, test);
    const t = count(s.tv, test);
    lines.push(
      label === 'total'
        ? `| **total** | **${m}** | **${t}** |`
        : `| ${label} | ${pct(m, s.movies.length)} | ${pct(t, s.tv.length)} |`,
    );
  }
  const p = s.people;
  const tmdbPeople = p.filter((x) => !isOwnId(x.id)).length;
  const withProfile = p.filter((x) => x.profile_path !== null).length;
  lines.push('', '| people | count |', '|---|---:|');
  lines.push(`| **total** | **${p.length}** |`);
  lines.push(`| with TMDB id | ${pct(tmdbPeople, p.length)} |`);
  lines.push(`| with profile image | ${pct(withProfile, p.length)} |`);
  const ml = languages(s.movies);
  const tl = languages(s.tv);
  const all = [...new Set([...ml.keys(), ...tl.keys()])];
  all.sort(
    (a, b) =>
      (ml.get(b) ?? 0) + (tl.get(b) ?? 0) - ((ml.get(a) ?? 0) + (tl.get(a) ?? 0)) ||
      (a < b ? -1 : 1),
  );
  lines.push('', '| original_language | movies | TV |', '|---|---:|---:|');
  for (const lang of all.slice(0, 20)) {
    lines.push(`| ${lang} | ${ml.get(lang) ?? 0} | ${tl.get(lang) ?? 0} |`);
  }
  const rest = all.slice(20);
  if (rest.length) {
    const rm = rest.reduce((n, l) => n + (ml.get(l) ?? 0), 0);
    const rt = rest.reduce((n, l) => n + (tl.get(l) ?? 0), 0);
    lines.push(`| ${rest.length} others | ${rm} | ${rt} |`);
  }
  return lines.join('\n');
}
