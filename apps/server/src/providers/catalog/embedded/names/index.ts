import type { SnapshotCatalog } from '../../../../catalog/index';
import type { EntityNames, NameLookups, NameRecogniser } from '../../names';
import { SnapshotEntityNames } from './entity-names';
import { snapshotNameLookups } from './name-lookups';

/**
 * The names-to-ids recogniser over the snapshot, for the composition root. Each half is built
 * on first use (~0.5 s each over the snapshot), so the server's start doesn't wait for them.
 */
export function snapshotNameRecogniser(
  data: SnapshotCatalog,
  reservedWords: ReadonlySet<string>,
): NameRecogniser {
  let lookups: NameLookups | undefined;
  let entities: EntityNames | undefined;
  return {
    get lookups() {
      return (lookups ??= snapshotNameLookups(data, reservedWords));
    },
    get entities() {
      return (entities ??= new SnapshotEntityNames(data));
    },
  };
}
