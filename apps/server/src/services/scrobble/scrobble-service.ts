import crypto from 'node:crypto';

import {
  DEFAULT_SCROBBLE_THRESHOLD,
  type InProgress,
  type MapUnmatchedBody,
  type MapUnmatchedResult,
  type ScrobbleAnswer,
  type ScrobbleOutcome,
  type ScrobbleTarget,
  type UnmatchedItem,
  type WebhookAddress,
  type WebhookSettings,
  type WebhookSettingsBody,
} from '@unclewatch/core';

import type { ScrobbleRepository, WebhookRow } from '../../db/repositories/scrobble-repository';
import { DomainError } from '../../domain/domain-error';
import type { EpisodeService } from '../episodes/episode-service';
import type { LibraryService } from '../library-service';
import type { WatchedService } from '../watched-service';
import { inProgressOf } from './in-progress';
import { showKeys, type PlayMatch, type PlayMatcher } from './match-play';
import { parsePlay, type Play } from './parse-play';
import { readWebhookBody } from './read-body';

/** Progress of one play is written at most this often (a flood of events costs little). */
const PROGRESS_EVERY_MS = 30_000;
/** A play's second report within max(runtime, this) is the same viewing. */
const ONCE_MINUTES = 30;

const unknownAddress = () => new DomainError('not_found', 'No such webhook address');

/** The media-server webhook (issue #43): plays matched offline and logged once. */
export class ScrobbleService {
  /** When each play's progress was last written: a cache (losing it writes once more). */
  private readonly progressWritten = new Map<string, number>();

  constructor(
    private readonly repo: ScrobbleRepository,
    private readonly matcher: PlayMatcher,
    private readonly writes: {
      episodes: EpisodeService;
      watched: WatchedService;
      library: LibraryService;
    },
    private readonly origin: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private url(token: string) {
    return `${this.origin}/api/scrobble/${token}`;
  }

  async settings(userId: string): Promise<WebhookSettings> {
    const [hook, recent, unmatched] = await Promise.all([
      this.repo.webhookOf(userId),
      this.repo.recentEvents(userId),
      this.repo.countUnmatched(userId),
    ]);
    return {
      url: hook ? this.url(hook.token) : null,
      usernames: hook?.usernames ?? [],
      threshold: hook?.threshold ?? DEFAULT_SCROBBLE_THRESHOLD,
      recent: recent.map((e) => ({
        id: e.id,
        at: e.at,
        server: e.server as WebhookSettings['recent'][number]['server'],
        event: e.event,
        title: e.title,
        outcome: e.outcome as ScrobbleOutcome,
        detail: e.detail,
        target: e.target ? (JSON.parse(e.target) as ScrobbleTarget) : null,
      })),
      unmatched,
    };
  }

  /** What the media server reported partly watched, not watched since (see in-progress.ts). */
  inProgress(userId: string): Promise<InProgress> {
    return inProgressOf(this.repo, userId, this.now());
  }

  /** Makes the address, or a new one (the old one stops working at once). */
  async newAddress(userId: string): Promise<WebhookAddress> {
    const hook = await this.repo.webhookOf(userId);
    const token = crypto.randomBytes(24).toString('base64url');
    await this.repo.saveWebhook(
      userId,
      {
        token,
        usernames: hook?.usernames ?? [],
        threshold: hook?.threshold ?? DEFAULT_SCROBBLE_THRESHOLD,
      },
      this.now().toISOString(),
    );
    return { url: this.url(token), token };
  }

  async update(userId: string, body: WebhookSettingsBody): Promise<WebhookSettings> {
    // Settings saved before any address make one: the page shows it at once.
    const hook = await this.repo.webhookOf(userId);
    await this.repo.saveWebhook(
      userId,
      {
        token: hook?.token ?? crypto.randomBytes(24).toString('base64url'),
        usernames: body.usernames ? [...new Set(body.usernames)] : (hook?.usernames ?? []),
        threshold: body.threshold ?? hook?.threshold ?? DEFAULT_SCROBBLE_THRESHOLD,
      },
      this.now().toISOString(),
    );
    return this.settings(userId);
  }

  /** One webhook delivery. A wrong token writes nothing; an unreadable body is `invalid`. */
  async ingest(token: string, contentType: string, body: Buffer): Promise<ScrobbleAnswer> {
    const hook = token.length >= 20 ? await this.repo.webhookByToken(token) : null;
    if (!hook) throw unknownAddress();
    const play = parsePlay(readWebhookBody(contentType, body));
    if (!play)
      throw new DomainError(
        'invalid',
        'Invalid body: not a Plex, Jellyfin or Emby webhook event this server can read',
        { details: [{ path: 'body', message: 'is not a Plex, Jellyfin or Emby webhook event' }] },
      );
    return this.handle(hook, play);
  }

  private async handle(hook: WebhookRow, play: Play): Promise<ScrobbleAnswer> {
    const userId = hook.userId;
    const quiet = play.action === 'progress' || play.action === 'pause';
    const answer = async (
      outcome: ScrobbleOutcome,
      detail: string,
      target: ScrobbleTarget | null = null,
      record = !quiet,
    ): Promise<ScrobbleAnswer> => {
      if (record)
        await this.repo.addEvent({
          id: `se_${crypto.randomBytes(10).toString('hex')}`,
          user_id: userId,
          at: this.now().toISOString(),
          server: play.server,
          event: play.event.slice(0, 60),
          title: describe(play).slice(0, 300),
          outcome,
          detail: detail.slice(0, 300),
          target: target ? JSON.stringify(target) : null,
        });
      return { outcome, detail, target };
    };
    if (
      hook.usernames.length > 0 &&
      !hook.usernames.some((n) => n.toLowerCase() === (play.user ?? '').toLowerCase())
    )
      return answer('ignored', `played by another user (${play.user ?? 'unknown'})`, null, false);
    if (play.action === 'other' || play.media === 'other')
      return answer('ignored', 'not a play of a film or an episode', null, false);
    if (quiet && !this.progressDue(userId, play))
      return { outcome: 'in_progress', detail: 'progress noted', target: null };

    const remembered = await this.repo.showMap(userId, showKeys(play));
    const match = await this.matcher.match(play, remembered);
    if (match.type === 'none') {
      if (play.action === 'stop' || play.action === 'watched') await this.toInbox(userId, play);
      return answer('unmatched', match.reason);
    }
    const target = targetOf(match);
    const keys = itemKeys(match);
    if (play.action === 'rate') return this.rate(userId, play, match, target, answer);
    const watched =
      play.completed ||
      (play.action === 'stop' && play.percent !== null && play.percent >= hook.threshold);
    if (!watched) {
      const percent = play.percent ?? 0;
      const at = this.now().toISOString();
      const started = play.action === 'start' && percent < 5 ? at : null;
      for (const key of keys) await this.repo.saveProgress(userId, key, percent, started, at);
      return answer('in_progress', `${percent} % watched`, target);
    }
    let logged: boolean;
    try {
      logged = await this.logOnce(userId, match, keys);
    } catch (error) {
      // An episode not aired yet, a full diary: said in the event, never a failed delivery.
      if (error instanceof DomainError) return answer('ignored', error.message, target);
      throw error;
    }
    return logged
      ? answer('watched', `matched by ${match.by}`, target)
      : answer('duplicate', 'already logged for this play', target);
  }

  private progressDue(userId: string, play: Play): boolean {
    const key = `${userId}|${play.server}|${describe(play)}|${play.ids.tmdb ?? ''}`;
    const now = this.now().getTime();
    const last = this.progressWritten.get(key);
    if (last !== undefined && now - last < PROGRESS_EVERY_MS) return false;
    if (this.progressWritten.size > 10_000) this.progressWritten.clear();
    this.progressWritten.set(key, now);
    return true;
  }

  /**
   * Logs one viewing unless this play was logged already: a viewing of the same title within
   * its runtime (or 30 minutes) is the same one, unless a new play started from the beginning
   * after it. The ledger row is written first and the earliest row in the window wins, so two
   * deliveries racing on two instances still log once.
   */
  private async logOnce(
    userId: string,
    match: PlayMatch & { type: 'movie' | 'tv' },
    keys: string[],
  ) {
    const now = this.now();
    const at = now.toISOString();
    const windowMs = Math.max(match.runtime ?? 0, ONCE_MINUTES) * 60_000;
    const since = new Date(now.getTime() - windowMs).toISOString();
    const key = keys[0]!;
    const progress = await this.repo.progress(userId, key);
    const earlier = await this.repo.playsSince(userId, key, since);
    const restarted = (t: string) => progress?.started_at != null && progress.started_at > t;
    if (earlier.some((t) => !restarted(t))) return false;
    await this.repo.addPlay(userId, key, at);
    const rows = await this.repo.playsSince(userId, key, since);
    if (rows.some((t) => t < at && !restarted(t))) {
      await this.repo.dropPlay(userId, key, at);
      return false;
    }
    try {
      if (match.type === 'movie')
        await this.writes.watched.mark(
          userId,
          { type: 'movie', id: match.id },
          { date: at.slice(0, 10) },
        );
      else
        for (const episode of match.episodes)
          await this.writes.episodes.mark(userId, {
            showId: match.id,
            season: match.season,
            episode,
            watchedAt: at,
            action: 'rewatch',
          });
    } catch (error) {
      await this.repo.dropPlay(userId, key, at);
      throw error;
    }
    await this.repo.dropProgress(userId, keys);
    return true;
  }

  private async rate(
    userId: string,
    play: Play,
    match: PlayMatch & { type: 'movie' | 'tv' },
    target: ScrobbleTarget,
    answer: (o: ScrobbleOutcome, d: string, t?: ScrobbleTarget | null) => Promise<ScrobbleAnswer>,
  ): Promise<ScrobbleAnswer> {
    if (play.rating === null) return answer('ignored', 'no rating given', target);
    try {
      if (match.type === 'movie')
        await this.writes.library.rate(userId, { type: 'movie', id: match.id }, play.rating);
      else
        await this.writes.episodes.rate(userId, {
          showId: match.id,
          season: match.season,
          episode: match.episodes[0]!,
          rating: play.rating,
        });
    } catch (error) {
      if (error instanceof DomainError) return answer('ignored', error.message, target);
      throw error;
    }
    return answer('rated', `rated ${play.rating}/10`, target);
  }

  private async toInbox(userId: string, play: Play): Promise<void> {
    const waiting = await this.repo.unmatched(userId);
    const same = waiting.some((w) => {
      const item = JSON.parse(w.item) as Play;
      return describe(item) === describe(play) && item.server === play.server;
    });
    if (same) return;
    await this.repo.addUnmatched({
      id: `su_${crypto.randomBytes(10).toString('hex')}`,
      user_id: userId,
      at: this.now().toISOString(),
      show_key: showKeys(play)[0] ?? null,
      item: JSON.stringify(play),
    });
  }

  async unmatched(userId: string): Promise<UnmatchedItem[]> {
    return (await this.repo.unmatched(userId)).map((row) => {
      const play = JSON.parse(row.item) as Play;
      const ids = { ...(play.show?.ids ?? {}), ...(play.media === 'movie' ? play.ids : {}) };
      return {
        id: row.id,
        at: row.at,
        server: play.server,
        kind: play.media === 'movie' ? 'movie' : 'episode',
        title: play.media === 'movie' ? play.title : (play.show?.name ?? play.title),
        year: play.media === 'movie' ? play.year : null,
        season: play.season,
        episodes: episodesOf(play),
        ids: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, String(v)])),
      };
    });
  }

  /**
   * One choice maps an inbox item: a film is logged as that film; an episode's show is
   * remembered for every later play of that show, and the show's other waiting items go too.
   */
  async map(userId: string, itemId: string, body: MapUnmatchedBody): Promise<MapUnmatchedResult> {
    const rows = await this.repo.unmatched(userId);
    const row = rows.find((r) => r.id === itemId);
    if (!row) throw new DomainError('not_found', 'No such inbox item');
    const play = JSON.parse(row.item) as Play;
    if ((play.media === 'movie') !== (body.type === 'movie'))
      throw new DomainError(
        'invalid',
        `type must be ${play.media === 'movie' ? 'movie' : 'tv'} for this item`,
        { details: [{ path: 'type', message: 'does not fit the item' }] },
      );
    let resolved = 0;
    if (play.media === 'movie') {
      const match = await this.matcher.match({ ...play, ids: { tmdb: body.id } }, null);
      if (match.type !== 'movie') throw new DomainError('not_found', `No film with id ${body.id}`);
      await this.logOnce(userId, match, itemKeys(match));
      await this.repo.dropUnmatched(userId, [row.id]);
      resolved = 1;
    } else {
      const keys = showKeys(play);
      const same = rows.filter((r) => {
        const other = JSON.parse(r.item) as Play;
        return other.media === 'episode' && showKeys(other).some((k) => keys.includes(k));
      });
      const first = await this.matcher.match({ ...play, ids: {} }, body.id);
      if (first.type === 'none' && first.reason.startsWith('no show'))
        throw new DomainError('not_found', `No TV show with id ${body.id}`);
      await this.repo.saveShowMap(userId, keys, body.id);
      for (const r of same) {
        const other = JSON.parse(r.item) as Play;
        const match = await this.matcher.match({ ...other, ids: {} }, body.id);
        if (match.type !== 'tv') continue;
        await this.logOnce(userId, match, itemKeys(match));
        await this.repo.dropUnmatched(userId, [r.id]);
        resolved++;
      }
    }
    return { resolved, remaining: await this.unmatched(userId) };
  }
}

function episodesOf(play: Play): number[] {
  if (play.episode === null) return [];
  const end =
    play.episodeEnd !== null && play.episodeEnd > play.episode ? play.episodeEnd : play.episode;
  return Array.from({ length: Math.min(end - play.episode, 10) + 1 }, (_, i) => play.episode! + i);
}

function describe(play: Play): string {
  if (play.media !== 'episode') return play.year ? `${play.title} (${play.year})` : play.title;
  const numbers = episodesOf(play)
    .map((e) => `E${String(e).padStart(2, '0')}`)
    .join('');
  const s = play.season === null ? '' : `S${String(play.season).padStart(2, '0')}`;
  return `${play.show?.name || play.title} ${s}${numbers}`.trim();
}

function targetOf(match: PlayMatch & { type: 'movie' | 'tv' }): ScrobbleTarget {
  return match.type === 'movie'
    ? { type: 'movie', id: match.id, season: null, episodes: [] }
    : { type: 'tv', id: match.id, season: match.season, episodes: match.episodes };
}

function itemKeys(match: PlayMatch & { type: 'movie' | 'tv' }): string[] {
  return match.type === 'movie'
    ? [`movie:${match.id}`]
    : match.episodes.map((e) => `tv:${match.id}:${match.season}:${e}`);
}
