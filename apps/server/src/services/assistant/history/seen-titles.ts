import type { AskerHistory } from '../types';

/**
 * The titles a recommendation leaves out for a signed-in asker (issue #45, decision 083), as
 * `type:id`: every title in their diary (films, and shows logged as a whole) and every show
 * they have started (an episode watched: finished, in progress or dropped). Empty for a
 * visitor, or when the history cannot be read (a recommendation is still answered).
 */
export async function titlesSeen(history: AskerHistory | null | undefined): Promise<Set<string>> {
  const keys = new Set<string>();
  if (!history) return keys;
  const [diary, progress] = await Promise.all([
    history.diary().catch(() => []),
    history.progress().catch(() => null),
  ]);
  for (const entry of diary) keys.add(`${entry.type}:${entry.id}`);
  for (const show of progress?.shows ?? []) if (show.watched > 0) keys.add(`tv:${show.id}`);
  return keys;
}
