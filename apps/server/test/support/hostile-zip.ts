import zlib from 'node:zlib';

interface Entry {
  name: string;
  /** Index into `locals` of the bytes this directory entry points at. */
  local: number;
  declaredSize: number;
}

interface Local {
  name: string;
  compressed: Buffer;
  declaredSize: number;
}

/**
 * Writes a zip by hand, so a test can make its central directory lie the way an attacker's
 * does: entries that point at the same bytes, sizes that are not the real ones.
 */
export function handMadeZip(locals: Local[], entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  for (const local of locals) {
    const name = Buffer.from(local.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(local.compressed.length, 18);
    header.writeUInt32LE(local.declaredSize, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(at);
    parts.push(header, name, local.compressed);
    at += header.length + name.length + local.compressed.length;
  }
  const directoryStart = at;
  let directorySize = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = locals[entry.local]!;
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(local.compressed.length, 20);
    header.writeUInt32LE(entry.declaredSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offsets[entry.local]!, 42);
    parts.push(header, name);
    directorySize += header.length + name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryStart, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/** A CSV-looking stream of `bytes` bytes, deflated (it compresses about 1000:1). */
export function deflatedCsv(bytes: number): Buffer {
  const line = '2024-01-01,Inception,2010,https://boxd.it/1,5\n';
  const head = 'Date,Name,Year,Letterboxd URI,Rating\n';
  return zlib.deflateRawSync(Buffer.from(head + line.repeat(Math.ceil(bytes / line.length))), {
    level: 9,
  });
}

/** The review's zip: `count` small-looking entries that all point at one huge stream. */
export function overlappingZip(count: number, realBytes: number): Buffer {
  const compressed = deflatedCsv(realBytes);
  return handMadeZip(
    [{ name: 'ratings.csv', compressed, declaredSize: 64 }],
    Array.from({ length: count }, (_, i) => ({
      name: i === 0 ? 'ratings.csv' : `${i}/ratings.csv`,
      local: 0,
      declaredSize: 64,
    })),
  );
}
