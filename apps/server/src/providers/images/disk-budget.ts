import fs from 'node:fs/promises';
import path from 'node:path';

interface CachedFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * A size cap for the image disk cache: before a file is written, room is made by removing the
 * oldest files down to 80 % of the cap. The total is read from disk once, then kept up to date.
 */
export class DiskBudget {
  private used: number | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** True when `bytes` more may be written now (room made if needed); false if it never fits. */
  admit(bytes: number): Promise<boolean> {
    const next = this.queue.then(() => this.makeRoom(bytes));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async makeRoom(bytes: number): Promise<boolean> {
    if (bytes > this.maxBytes) return false;
    this.used ??= (await this.files()).reduce((sum, f) => sum + f.size, 0);
    if (this.used + bytes > this.maxBytes) {
      const target = Math.min(this.maxBytes * 0.8, this.maxBytes - bytes);
      for (const file of (await this.files()).sort((a, b) => a.mtimeMs - b.mtimeMs)) {
        if (this.used <= target) break;
        await fs.rm(file.file, { force: true });
        this.used -= file.size;
      }
    }
    this.used += bytes;
    return true;
  }

  /** Files are `<dir>/<size>/<name>`. */
  private async files(): Promise<CachedFile[]> {
    const found: CachedFile[] = [];
    const sizes = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const size of sizes) {
      const names = await fs.readdir(path.join(this.dir, size)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.dir, size, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) found.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    return found;
  }
}
