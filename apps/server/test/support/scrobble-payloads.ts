/**
 * Webhook bodies shaped like the ones Plex, Jellyfin and Emby send (their documentation and the
 * peers' fixtures as references; the values are our own), and the transports they arrive in.
 */

export interface FilmFacts {
  title: string;
  year: number;
  tmdb?: number;
  imdb?: string;
}
export interface EpisodeFacts {
  show: string;
  season: number;
  episode: number;
  episodeEnd?: number;
  /** The episode's own TMDB id. */
  tmdb?: number;
  tvdb?: number;
  showTvdb?: number;
  showTmdb?: number;
}
export type Item = ({ kind: 'movie' } & FilmFacts) | ({ kind: 'episode' } & EpisodeFacts);

const MINUTE_MS = 60_000;
const TICKS_PER_MS = 10_000;

/** A Plex event (new agents: a `Guid` array; `legacy`: only the old `guid` string). */
export function plex(
  event: string,
  item: Item,
  options: { user?: string; percent?: number; legacy?: boolean; rating?: number } = {},
) {
  const duration = 45 * MINUTE_MS;
  const viewOffset = Math.round((duration * (options.percent ?? 0)) / 100);
  const guids =
    item.kind === 'movie'
      ? [
          ...(item.imdb ? [{ id: `imdb://${item.imdb}` }] : []),
          ...(item.tmdb ? [{ id: `tmdb://${item.tmdb}` }] : []),
        ]
      : [
          ...(item.tmdb ? [{ id: `tmdb://${item.tmdb}` }] : []),
          ...(item.tvdb ? [{ id: `tvdb://${item.tvdb}` }] : []),
        ];
  const legacyGuid =
    item.kind === 'movie'
      ? item.imdb
        ? `com.plexapp.agents.imdb://${item.imdb}?lang=en`
        : `com.plexapp.agents.themoviedb://${item.tmdb}?lang=en`
      : `com.plexapp.agents.thetvdb://${item.showTvdb ?? 0}/${item.season}/${item.episode}?lang=en`;
  const metadata =
    item.kind === 'movie'
      ? {
          librarySectionType: 'movie',
          ratingKey: '1001',
          key: '/library/metadata/1001',
          guid: options.legacy ? legacyGuid : 'plex://movie/5d776b59ad5437001f79c6f8',
          type: 'movie',
          title: item.title,
          year: item.year,
          ...(options.legacy ? {} : { Guid: guids }),
        }
      : {
          librarySectionType: 'show',
          ratingKey: '2002',
          guid: options.legacy ? legacyGuid : 'plex://episode/5d9c086fe9d5a1001f4d7e09',
          grandparentGuid: options.legacy
            ? `com.plexapp.agents.thetvdb://${item.showTvdb ?? 0}?lang=en`
            : 'plex://show/5d9c086c46115600200aa2fe',
          type: 'episode',
          title: 'An episode',
          grandparentTitle: item.show,
          parentTitle: `Season ${item.season}`,
          parentIndex: item.season,
          index: item.episode,
          ...(options.legacy ? {} : { Guid: guids }),
        };
  return {
    event,
    user: true,
    owner: options.user === undefined,
    Account: { id: 1, thumb: 'https://plex.tv/users/1/avatar', title: options.user ?? 'alice' },
    Server: { title: 'Living room', uuid: 'a1b2c3' },
    Player: { local: true, publicAddress: '203.0.113.7', title: 'TV', uuid: 'p1' },
    ...(options.rating !== undefined ? { rating: options.rating } : {}),
    Metadata: { ...metadata, duration, viewOffset },
  };
}

/** The official Jellyfin webhook plugin's generic JSON. */
export function jellyfin(
  notificationType: string,
  item: Item,
  options: { user?: string; percent?: number; completed?: boolean; marked?: boolean } = {},
) {
  const runtime = 45 * MINUTE_MS * TICKS_PER_MS;
  const common = {
    ServerId: 'f00d',
    ServerName: 'jellyfin',
    NotificationType: notificationType,
    NotificationUsername: options.user ?? 'alice',
    UserId: '6a2b',
    RunTimeTicks: runtime,
    PlaybackPositionTicks: Math.round((runtime * (options.percent ?? 0)) / 100),
    ...(notificationType === 'PlaybackStop'
      ? { PlayedToCompletion: options.completed ?? false }
      : {}),
    ...(options.marked ? { SaveReason: 'TogglePlayed', Played: true } : {}),
  };
  if (item.kind === 'movie')
    return {
      ...common,
      ItemType: 'Movie',
      Name: item.title,
      Year: item.year,
      ...(item.tmdb ? { Provider_tmdb: String(item.tmdb) } : {}),
      ...(item.imdb ? { Provider_imdb: item.imdb } : {}),
    };
  return {
    ...common,
    ItemType: 'Episode',
    Name: 'An episode',
    SeriesName: item.show,
    SeasonNumber: item.season,
    SeasonNumber00: String(item.season).padStart(2, '0'),
    EpisodeNumber: item.episode,
    EpisodeNumber00: String(item.episode).padStart(2, '0'),
    ...(item.episodeEnd ? { EpisodeNumberEnd: item.episodeEnd } : {}),
    ...(item.tmdb ? { Provider_tmdb: String(item.tmdb) } : {}),
    ...(item.tvdb ? { Provider_tvdb: String(item.tvdb) } : {}),
  };
}

/** Emby's webhook (and, with `legacyJellyfin`, the older Jellyfin community plugin's shape). */
export function emby(
  event: string,
  item: Item,
  options: { user?: string; percent?: number; completed?: boolean } = {},
) {
  const runtime = 45 * MINUTE_MS * TICKS_PER_MS;
  const providerIds =
    item.kind === 'movie'
      ? {
          ...(item.tmdb ? { Tmdb: String(item.tmdb) } : {}),
          ...(item.imdb ? { Imdb: item.imdb } : {}),
        }
      : {
          ...(item.tmdb ? { Tmdb: String(item.tmdb) } : {}),
          ...(item.tvdb ? { Tvdb: String(item.tvdb) } : {}),
        };
  return {
    Title: 'alice has finished playing',
    Date: '2026-12-05T20:00:00.0000000Z',
    Event: event,
    User: { Name: options.user ?? 'alice', Id: 'u1' },
    Item:
      item.kind === 'movie'
        ? {
            Name: item.title,
            ProductionYear: item.year,
            Type: 'Movie',
            ProviderIds: providerIds,
            RunTimeTicks: runtime,
          }
        : {
            Name: 'An episode',
            SeriesName: item.show,
            Type: 'Episode',
            ParentIndexNumber: item.season,
            IndexNumber: item.episode,
            ...(item.episodeEnd ? { IndexNumberEnd: item.episodeEnd } : {}),
            ProviderIds: providerIds,
            RunTimeTicks: runtime,
          },
    // On autoplay the session's play state is already reset: PlaybackInfo is the truth.
    Session: { PlayState: { PositionTicks: 0 } },
    PlaybackInfo: {
      PlayedToCompletion: options.completed ?? false,
      PositionTicks: Math.round((runtime * (options.percent ?? 0)) / 100),
    },
  };
}

export type Transport = 'multipart' | 'form' | 'json' | 'text';

/** The body and content type a server would send `payload` with. */
export function encode(payload: unknown, transport: Transport): { body: Buffer; type: string } {
  const json = JSON.stringify(payload);
  if (transport === 'multipart') {
    const boundary = '------------------------a1b2c3d4e5f6';
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0xff, 0xd9]);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n` +
          `Content-Type: application/json\r\n\r\n${json}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="thumb"; filename="image.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  }
  if (transport === 'form')
    return {
      body: Buffer.from(`data=${encodeURIComponent(json)}`),
      type: 'application/x-www-form-urlencoded',
    };
  return {
    body: Buffer.from(json),
    type: transport === 'json' ? 'application/json' : 'text/plain; charset=utf-8',
  };
}
