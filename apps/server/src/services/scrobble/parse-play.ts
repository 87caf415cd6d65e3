import type { MediaServer } from '@unclewatch/core';

/** What happened, in one vocabulary for the three servers. */
export type PlayAction = 'start' | 'progress' | 'pause' | 'stop' | 'watched' | 'rate' | 'other';

export interface PlayIds {
  tmdb?: number;
  imdb?: string;
  tvdb?: number;
}

/** One webhook event of any of the three servers, read into one shape. */
export interface Play {
  server: MediaServer;
  /** The server's own event name. */
  event: string;
  action: PlayAction;
  /** The media-server user who played it. */
  user: string | null;
  media: 'movie' | 'episode' | 'other';
  /** The film's or the episode's title. */
  title: string;
  year: number | null;
  /** The item's own ids: for an episode, the episode's. */
  ids: PlayIds;
  show: { name: string; ids: PlayIds } | null;
  season: number | null;
  episode: number | null;
  /** The last episode of a file holding several (Jellyfin/Emby `EpisodeNumberEnd`). */
  episodeEnd: number | null;
  /** How far, 0–100; null when the server did not say. */
  percent: number | null;
  /** The server says it was played to the end (or marked played). */
  completed: boolean;
  /** 1–10 (Plex `media.rate`); null to clear or none. */
  rating: number | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {};
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;
const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const truthy = (v: unknown) => v === true || v === 'true' || v === 'True';

function percentOf(position: number | null, duration: number | null): number | null {
  if (position === null || duration === null || duration <= 0) return null;
  return Math.max(0, Math.min(100, Math.round((position / duration) * 100)));
}

function ids(tmdb: unknown, imdb: unknown, tvdb: unknown): PlayIds {
  const out: PlayIds = {};
  const t = int(tmdb);
  if (t !== null && t > 0) out.tmdb = t;
  const i = str(imdb);
  if (i && /^tt\d+$/.test(i)) out.imdb = i;
  const v = int(tvdb);
  if (v !== null && v > 0) out.tvdb = v;
  return out;
}

/** Reads a parsed body; null when it is no Plex, Jellyfin or Emby event. */
export function parsePlay(body: unknown): Play | null {
  const o = obj(body);
  if (typeof o.event === 'string' && (o.Metadata !== undefined || o.event.startsWith('media.')))
    return plexPlay(o);
  if (typeof o.NotificationType === 'string') return jellyfinPlay(o);
  if (typeof o.Event === 'string') return embyPlay(o);
  return null;
}

const PLEX_ACTIONS: Record<string, PlayAction> = {
  'media.play': 'start',
  'media.resume': 'progress',
  'media.pause': 'pause',
  'media.stop': 'stop',
  'media.scrobble': 'watched',
  'media.rate': 'rate',
};

/** `com.plexapp.agents.imdb://tt…`, `…themoviedb://603`, `…thetvdb://81189/1/1`, hama `tvdb-…`. */
function plexLegacyGuid(guid: string) {
  const m = /^com\.plexapp\.agents\.([a-z]+):\/\/([^?]+)/.exec(guid);
  if (!m) return null;
  const [agent, rest] = [m[1]!, m[2]!];
  const [id = '', season, episode] = rest.split('/');
  const withTvdb = /^tvdb\d?-(\d+)$/.exec(id);
  const key =
    agent === 'imdb'
      ? { imdb: id }
      : agent === 'themoviedb'
        ? { tmdb: id }
        : agent === 'thetvdb' || agent === 'tvdb'
          ? { tvdb: id }
          : agent === 'hama' && withTvdb
            ? { tvdb: withTvdb[1] }
            : null;
  if (!key) return null;
  return {
    ids: ids(key.tmdb, key.imdb, key.tvdb),
    season: season === undefined ? null : int(season),
    episode: episode === undefined ? null : int(episode),
  };
}

function plexPlay(o: Obj): Play {
  const m = obj(o.Metadata);
  const type = str(m.type);
  const media = type === 'movie' ? 'movie' : type === 'episode' ? 'episode' : 'other';
  const guids = Array.isArray(m.Guid) ? m.Guid.map((g) => str(obj(g).id) ?? '') : [];
  const pick = (scheme: string) =>
    guids.find((g) => g.startsWith(`${scheme}://`))?.slice(scheme.length + 3);
  let own = ids(pick('tmdb'), pick('imdb'), pick('tvdb'));
  let show: Play['show'] =
    media === 'episode' ? { name: str(m.grandparentTitle) ?? '', ids: {} } : null;
  let season = int(m.parentIndex);
  let episode = int(m.index);
  const legacy = plexLegacyGuid(str(m.guid) ?? '');
  if (legacy && guids.length === 0) {
    if (media === 'episode' && legacy.season !== null) {
      // The legacy TV agents name the show, its season and the episode in one guid.
      show = { name: show?.name ?? '', ids: legacy.ids };
      season ??= legacy.season;
      episode ??= legacy.episode;
    } else own = legacy.ids;
  }
  const showLegacy = plexLegacyGuid(str(m.grandparentGuid) ?? '');
  if (show && showLegacy && Object.keys(show.ids).length === 0) show.ids = showLegacy.ids;
  const event = str(o.event) ?? '';
  const rating = num(o.rating) ?? num(m.userRating);
  return {
    server: 'plex',
    event,
    action: PLEX_ACTIONS[event] ?? 'other',
    user: str(obj(o.Account).title),
    media,
    title: str(m.title) ?? '',
    year: int(m.year),
    ids: own,
    show,
    season,
    episode,
    episodeEnd: null,
    percent: percentOf(num(m.viewOffset), num(m.duration)),
    completed: event === 'media.scrobble',
    rating: rating === null || rating <= 0 ? null : Math.max(1, Math.min(10, Math.round(rating))),
  };
}

const mediaOf = (type: string | null): Play['media'] =>
  type === 'Movie' ? 'movie' : type === 'Episode' ? 'episode' : 'other';

function jellyfinPlay(o: Obj): Play {
  const event = str(o.NotificationType) ?? '';
  const marked = event === 'UserDataSaved' && truthy(o.Played) && o.SaveReason === 'TogglePlayed';
  const action: PlayAction =
    event === 'PlaybackStart'
      ? 'start'
      : event === 'PlaybackProgress'
        ? truthy(o.IsPaused)
          ? 'pause'
          : 'progress'
        : event === 'PlaybackStop'
          ? 'stop'
          : marked
            ? 'watched'
            : 'other';
  const media = mediaOf(str(o.ItemType));
  return {
    server: 'jellyfin',
    event,
    action,
    user: str(o.NotificationUsername) ?? str(o.Username),
    media,
    title: str(o.Name) ?? '',
    year: int(o.Year),
    ids: ids(o.Provider_tmdb, o.Provider_imdb, o.Provider_tvdb),
    show:
      media === 'episode'
        ? {
            name: str(o.SeriesName) ?? '',
            ids: ids(o.SeriesProvider_tmdb, o.SeriesProvider_imdb, o.SeriesProvider_tvdb),
          }
        : null,
    season: int(o.SeasonNumber),
    episode: int(o.EpisodeNumber),
    episodeEnd: int(o.EpisodeNumberEnd),
    percent: percentOf(num(o.PlaybackPositionTicks), num(o.RunTimeTicks)),
    completed: marked || (event === 'PlaybackStop' && truthy(o.PlayedToCompletion)),
    rating: null,
  };
}

const EMBY_ACTIONS: Record<string, PlayAction> = {
  'playback.start': 'start',
  'playback.pause': 'pause',
  'playback.unpause': 'progress',
  'playback.progress': 'progress',
  'playback.stop': 'stop',
  'item.markplayed': 'watched',
  // The older Jellyfin community plugin's names.
  PlaybackStart: 'start',
  PlaybackProgress: 'progress',
  PlaybackStop: 'stop',
  MarkPlayed: 'watched',
};

/** Emby, and the older Jellyfin community plugin (`{ Event, Item, User, Series }`). */
function embyPlay(o: Obj): Play {
  const event = str(o.Event) ?? '';
  const item = obj(o.Item);
  const info = obj(o.PlaybackInfo);
  const provider = obj(item.ProviderIds);
  const series = obj(o.Series);
  const seriesIds = obj(series.ProviderIds);
  const media = mediaOf(str(item.Type));
  const jellyfinLegacy = /^[A-Z]/.test(event);
  const userData = obj(item.UserData);
  // On autoplay Emby's Session play state is already reset: PlaybackInfo holds the position.
  const position = num(info.PositionTicks) ?? num(userData.PlaybackPositionTicks);
  const action = EMBY_ACTIONS[event] ?? 'other';
  return {
    server: jellyfinLegacy ? 'jellyfin' : 'emby',
    event,
    action,
    user: str(obj(o.User).Name),
    media,
    title: str(item.Name) ?? '',
    year: int(item.ProductionYear),
    ids: ids(provider.Tmdb, provider.Imdb, provider.Tvdb),
    show:
      media === 'episode'
        ? {
            name: str(item.SeriesName) ?? str(series.Name) ?? '',
            ids: ids(seriesIds.Tmdb, seriesIds.Imdb, seriesIds.Tvdb),
          }
        : null,
    season: int(item.ParentIndexNumber),
    episode: int(item.IndexNumber),
    episodeEnd: int(item.IndexNumberEnd),
    percent: percentOf(position, num(item.RunTimeTicks)),
    completed:
      action === 'watched' ||
      (action === 'stop' && (truthy(info.PlayedToCompletion) || truthy(userData.Played))),
    rating: null,
  };
}
