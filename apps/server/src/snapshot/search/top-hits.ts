/** One title found, with its score. */
export interface SearchHit<T> {
  item: T;
  score: number;
  /** One of the title's names is the query (2) or starts with it (1), a leading article aside. */
  whole?: number;
}

/** Keeps the best `limit` hits without sorting everything (the catalogue can be huge). */
export class TopHits<T> {
  private hits: SearchHit<T>[] = [];
  private floor = -Infinity;

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.hits.length;
  }

  add(item: T, score: number, whole?: number): void {
    if (score <= this.floor) return;
    this.hits.push(whole === undefined ? { item, score } : { item, score, whole });
    if (this.hits.length >= this.limit * 4) this.trim();
  }

  private trim(): void {
    this.hits.sort((a, b) => b.score - a.score);
    this.hits.length = Math.min(this.hits.length, this.limit);
    if (this.hits.length === this.limit) this.floor = this.hits[this.limit - 1]!.score;
  }

  sorted(): SearchHit<T>[] {
    this.trim();
    return this.hits;
  }
}

/** A growable Int32Array. */
export class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
