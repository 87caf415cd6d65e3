import zlib from 'node:zlib';

import { DomainError } from '../../domain/domain-error';

/** Largest single zip entry, and all entries together, once really decompressed. */
export const ZIP_ENTRY_MAX_BYTES = 5 * 1024 * 1024;
export const ZIP_TOTAL_MAX_BYTES = 20 * 1024 * 1024;
/** A Letterboxd export holds a few dozen files; a zip with more is not one. */
export const ZIP_MAX_ENTRIES = 1000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipEntry {
  name: string;
  method: number;
  dataStart: number;
  dataEnd: number;
}

const refuse = (why: string) => new DomainError('invalid', `Refusing this zip: ${why}`);
const bomb = () => refuse('it expands too much (a zip bomb?)');

/**
 * Reads a zip's central directory and checks its structure before anything is inflated:
 * at most ZIP_MAX_ENTRIES entries, every entry inside the file, and no two entries sharing
 * bytes (a few small entries pointing at one huge stream is how a 200 KB zip becomes
 * gigabytes). Cheap — linear in the entry count — so it runs on the event loop.
 */
export function listZipEntries(filename: string, bytes: Uint8Array): ZipEntry[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const notZip = () => new DomainError('invalid', `${filename} is not a readable zip file`);
  let eocd = -1;
  for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 65_535); at--) {
    if (view.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw notZip();
  const count = view.readUInt16LE(eocd + 10);
  const directoryStart = view.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryStart === 0xffffffff) throw refuse('ZIP64 is not supported');
  if (count > ZIP_MAX_ENTRIES) throw refuse(`it holds more than ${ZIP_MAX_ENTRIES} files`);
  const entries: (ZipEntry & { headerStart: number; declaredSize: number })[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.readUInt32LE(at) !== CENTRAL) throw notZip();
    const method = view.readUInt16LE(at + 10);
    const compressedSize = view.readUInt32LE(at + 20);
    const declaredSize = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    const headerStart = view.readUInt32LE(at + 42);
    const name = view.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (headerStart + 30 > directoryStart || view.readUInt32LE(headerStart) !== LOCAL)
      throw notZip();
    const dataStart =
      headerStart + 30 + view.readUInt16LE(headerStart + 26) + view.readUInt16LE(headerStart + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryStart) throw notZip();
    entries.push({ name, method, dataStart, dataEnd, headerStart, declaredSize });
  }
  const byPlace = [...entries].sort((a, b) => a.headerStart - b.headerStart);
  for (let i = 1; i < byPlace.length; i++) {
    if (byPlace[i]!.headerStart < byPlace[i - 1]!.dataEnd) throw refuse('its files overlap');
  }
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.declaredSize;
    if (entry.declaredSize > ZIP_ENTRY_MAX_BYTES || declaredTotal > ZIP_TOTAL_MAX_BYTES)
      throw bomb();
  }
  return entries.map(({ name, method, dataStart, dataEnd }) => ({
    name,
    method,
    dataStart,
    dataEnd,
  }));
}

/**
 * Inflates the chosen entries with a hard cap on the bytes really produced, whatever the
 * headers declare: zlib stops at the cap instead of writing a gigabyte first.
 */
export function inflateZipEntries(
  bytes: Uint8Array,
  entries: ZipEntry[],
): { name: string; data: Buffer }[] {
  let total = 0;
  return entries.map((entry) => {
    const raw = bytes.subarray(entry.dataStart, entry.dataEnd);
    let data: Buffer;
    if (entry.method === 0) data = Buffer.from(raw);
    else if (entry.method === 8) {
      try {
        data = zlib.inflateRawSync(raw, { maxOutputLength: ZIP_ENTRY_MAX_BYTES + 1 });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
        throw refuse(`${entry.name} is damaged`);
      }
    } else throw refuse(`${entry.name} uses an unsupported compression method`);
    total += data.length;
    if (data.length > ZIP_ENTRY_MAX_BYTES || total > ZIP_TOTAL_MAX_BYTES) throw bomb();
    return { name: entry.name, data };
  });
}
