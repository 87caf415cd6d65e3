import type { SnapshotCatalog } from '../../../../snapshot/index';
import type { EntityNames, NameLookups, NameRecogniser } from '../../names';
import { SnapshotEntityNames } from './entity-names';
import { snapshotNameLookups } from './name-lookups';

/** The halves built so far per snapshot (read-only, so servers over one snapshot share them). */
const built = new WeakMap<
  SnapshotCatalog,
  { reservedWords: ReadonlySet<string>; lookups?: NameLookups; entities?: EntityNames }
>();

/**
 * The names-to-ids recogniser over the snapshot, for the composition root. Each half is built
 * on first use (~0.5 s each over the snapshot), so the server's start doesn't wait for them;
 * servers of one process over the same snapshot and words (the tests) build each once.
 */
export function snapshotNameRecogniser(
  data: SnapshotCatalog,
  reservedWords: ReadonlySet<string>,
): NameRecogniser {
  let halves = built.get(data);
  if (halves?.reservedWords !== reservedWords) {
    halves = { reservedWords };
    built.set(data, halves);
  }
  const own = halves;
  return {
    get lookups() {
      return (own.lookups ??= snapshotNameLookups(data, reservedWords));
    },
    get entities() {
      return (own.entities ??= new SnapshotEntityNames(data));
    },
  };
}
