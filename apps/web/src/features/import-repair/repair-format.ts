import type { ImportRepairEntry, ImportRepairResult } from '@unclewatch/core';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const yearText = (year: number | null) => (year === null ? '' : ` (${year})`);

/** Where a show of the file is placed: "Breaking Bad (2008)", or why nowhere. */
export function placedOn(entry: ImportRepairEntry): string {
  if (entry.show)
    return `${entry.show.title || `Show #${entry.show.id}`}${yearText(entry.show.year)}`;
  return entry.importedShowId === null && entry.notPlaced.some((n) => /not found/.test(n.reason))
    ? 'Not found'
    : 'Not mapped to a show';
}

/** "3 rows → 2 placed" with how some were renumbered. */
export function rowsText(entry: ImportRepairEntry): string {
  const renumbered = entry.renumbered.map((r) => `, ${r.rows} by ${r.how}`).join('');
  return `${plural(entry.episodeRows, 'row', 'rows')} → ${entry.episodesPlaced} placed${renumbered}`;
}

/** What a change did, in words: said in the entry's status line. */
export function changeText(result: ImportRepairResult): string {
  const { entry, moved, added } = result;
  const where = entry.show ? `Mapped to ${placedOn(entry)}` : 'Unmapped';
  const parts = [
    `${where}: ${entry.episodesPlaced} of ${plural(entry.episodeRows, 'row', 'rows')} placed`,
  ];
  if (moved > 0) parts.push(`${plural(moved, 'viewing', 'viewings')} removed from the old show`);
  if (added > 0) parts.push(`${plural(added, 'viewing', 'viewings')} added`);
  return `${parts.join('; ')}.`;
}

/** Entries that need a look first: not found or partly placed, then the rest, in file order. */
export function needsWork(entry: ImportRepairEntry): boolean {
  return entry.episodesPlaced < entry.episodeRows;
}
