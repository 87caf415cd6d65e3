import { strToU8, zipSync } from 'fflate';

/**
 * A small TV Time GDPR export (`tracking-prod-records-v2.csv`, columns in TV Time's drifting
 * order, extra ones included): Breaking Bad S01E01–E03 with a rewatch of E01, an episode TMDB
 * does not number (S01E99) and a special (season 0); Severance S01E01; "The Office (US)"
 * S01E01 (a country hint: the American one) and a bare "The Office" S01E02 (several shows have
 * that name); Game of Thrones only followed.
 */
export const TV_TIME_CSV = [
  'episode_id,key,created_at,series_name,s_id,season_number,episode_number,updated_at,uuid',
  '1,watch-episode-349232,2021-03-01 20:00:00,Breaking Bad,81189,1,1,2021-03-01 20:00:00,a',
  '2,watch-episode-349235,2021-03-02 20:00:00,Breaking Bad,81189,1,2,2021-03-02 20:00:00,b',
  '3,watch-episode-349236,2021-03-03 20:00:00,Breaking Bad,81189,1,3,2021-03-03 20:00:00,c',
  '4,rewatch-episode-349232,2022-05-01 21:00:00,Breaking Bad,81189,1,1,2022-05-01 21:00:00,d',
  '5,watch-episode-999999,2021-03-04 20:00:00,Breaking Bad,81189,1,99,2021-03-04 20:00:00,e',
  '6,watch-episode-888888,2021-03-05 20:00:00,Breaking Bad,81189,0,1,2021-03-05 20:00:00,f',
  '7,watch-episode-371980,2023-01-10 22:00:00,Severance,371980,1,1,2023-01-10 22:00:00,g',
  '8,watch-episode-110381,2020-06-01 19:00:00,The Office (US),73244,1,1,2020-06-01 19:00:00,h',
  '9,user-series-121361,2019-01-01 10:00:00,Game of Thrones,121361,,,2019-01-01 10:00:00,i',
  '10,watch-episode-110382,2020-06-02 19:00:00,The Office,73244,1,2,2020-06-02 19:00:00,j',
].join('\n');

export const tvTimeZip = (): Uint8Array =>
  zipSync({ 'gdpr/tracking-prod-records-v2.csv': strToU8(TV_TIME_CSV) });

/**
 * An export without the tracking file (older TV Time exports): `seen_episode.csv` in the
 * user's time zone (`user.csv`: America/New_York), `followed_tv_show.csv`, and the one-a-show
 * `seen_episode_latest.csv` that must not be read as the history.
 */
export const tvTimeSeenZip = (): Uint8Array =>
  zipSync({
    'user.csv': strToU8('user_id,user_name,timezone\n1,Test User,America/New_York'),
    'followed_tv_show.csv': strToU8(
      'tv_show_id,tv_show_name,followed\n81189,Breaking Bad,true\n121361,Game of Thrones,true',
    ),
    'seen_episode.csv': strToU8(
      [
        'tv_show_name,episode_season_number,episode_number,created_at',
        'Breaking Bad,1,1,2021-01-14 10:00:00',
        'Breaking Bad,1,2,2021-07-14 22:30:00',
        'Breaking Bad,1,1,2022-02-01 20:00:00',
        'Severance,1,1,2023-01-10 22:00:00',
      ].join('\n'),
    ),
    'seen_episode_latest.csv': strToU8(
      'tv_show_name,episode_season_number,episode_number,seen_date\nBreaking Bad,1,2,2021-07-14 22:30:00',
    ),
  });
