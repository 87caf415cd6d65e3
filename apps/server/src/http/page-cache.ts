import type { FastifyInstance } from 'fastify';

import { AnswerStore } from './answer-store';
import { askInProcess, type PageRead } from './page-renderer';
import { prepareBody, type PreparedBody } from './prepared-body';

const HTML = 'text/html; charset=utf-8';
/** Bytes of the lists of what each page read; least recently rendered pages go first. */
const READS_BUDGET_BYTES = 4 * 1024 * 1024;

/** What each kept page read (API addresses), within a byte budget: keys and lists counted. */
class PageReads {
  private readonly lists = new Map<string, { urls: string[]; size: number }>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(page: string): string[] | undefined {
    return this.lists.get(page)?.urls;
  }

  set(page: string, urls: string[]): void {
    this.delete(page);
    const size = 2 * urls.reduce((sum, url) => sum + url.length, page.length) + 256;
    this.lists.set(page, { urls, size });
    this.bytes += size;
    for (const [oldest] of this.lists) {
      if (this.bytes <= this.budgetBytes) break;
      this.delete(oldest);
    }
  }

  private delete(page: string): void {
    const list = this.lists.get(page);
    if (!list) return;
    this.bytes -= list.size;
    this.lists.delete(page);
  }
}

/**
 * Rendered pages kept as prepared documents (decision 029). A page's HTML depends only on its
 * canonical address (page-renderer.ts addressOf; decision 030), the shell (`generation`: the build and the site's settings) and the public answers
 * it was rendered from, which are the same for every visitor. So each is kept under those
 * answers' versions (their ETags): a visit asks for the current versions, in-process, from the
 * prepared answers, and a page is rendered again only when one of them changed — a new pick,
 * the next minute's trending list, another of the home page's random variants.
 */
export function pageCache(app: FastifyInstance, budgetBytes = 32 * 1024 * 1024) {
  const store = new AnswerStore(budgetBytes);
  /** The answers each page read when it was last rendered. */
  const readsOf = new PageReads(READS_BUDGET_BYTES);

  // HEAD: the version without the body (a prepared answer's headers are all it takes). Asked
  // as the visitor, like the page's own requests (a search page view counts as a search).
  const versionOf = async (url: string, from: string) =>
    (await askInProcess(app, 'HEAD', url, from)).etag;
  const keyOf = (page: string, generation: string, versions: string[]) =>
    `${generation}\n${page}\n${versions.join(' ')}`;

  return {
    /** The kept document for `page`, when every answer it read is still the same. */
    async get(page: string, generation: string, from: string): Promise<PreparedBody | undefined> {
      const urls = readsOf.get(page);
      if (!urls) return undefined;
      const versions = await Promise.all(urls.map((url) => versionOf(url, from)));
      if (versions.some((version) => version === undefined)) return undefined;
      return store.get(keyOf(page, generation, versions as string[]))?.body;
    },

    /**
     * A rendered document, prepared; kept unless it read an answer that has no version (an
     * error, a per-visitor answer), which is then asked for and rendered on every visit.
     */
    set(page: string, generation: string, reads: PageRead[], html: string): PreparedBody {
      const body = prepareBody(html, HTML);
      const versions = reads.map((read) => read.etag);
      if (versions.length > 0 && versions.every((version) => version !== undefined)) {
        readsOf.set(
          page,
          reads.map((read) => read.url),
        );
        store.set(keyOf(page, generation, versions as string[]), body, Number.POSITIVE_INFINITY);
      }
      return body;
    },
  };
}

/** The document for pages the server does not render: one per shell generation. */
export function bareDocument() {
  let kept: { generation: string; body: PreparedBody } | undefined;
  return (generation: string, html: () => string): PreparedBody => {
    if (kept?.generation !== generation) kept = { generation, body: prepareBody(html(), HTML) };
    return kept.body;
  };
}
