import type { ImportPreview } from '@unclewatch/core';

/**
 * The choice of an ambiguous row: the person's, else the candidate whose seasons fit the file's
 * rows best (a shared name defaults to it, not to Skip; issue #42). '' is Skip.
 */
export const choiceOf = (
  a: ImportPreview['ambiguous'][number],
  choices: Record<number, string>,
): string => choices[a.row] ?? (a.suggested !== undefined ? `tv:${a.suggested}` : '');
