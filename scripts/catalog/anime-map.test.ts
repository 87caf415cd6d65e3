import { describe, expect, it } from 'vitest';
import { buildAnimeMap } from './anime-map.ts';

const xml = `<anime-list>
  <anime anidbid="1" tvdbid="100" defaulttvdbseason="1" episodeoffset="" tmdbtv="900" tmdbseason="1" tmdboffset="" tmdbid="" imdbid="">
    <name>Plain</name>
  </anime>
  <anime anidbid="2" tvdbid="100" defaulttvdbseason="1" episodeoffset="12" tmdbtv="900" tmdbseason="2" tmdboffset="" tmdbid="" imdbid="">
    <name>Second cour</name>
  </anime>
  <anime anidbid="3" tvdbid="200" defaulttvdbseason="a" episodeoffset="" tmdbtv="901" tmdbseason="a" tmdboffset="" tmdbid="" imdbid="">
    <name>Absolute</name>
    <mapping-list>
      <mapping anidbseason="1" tvdbseason="1" start="1" end="58"/>
      <mapping anidbseason="1" tvdbseason="2" start="59" end="136" offset="-58"/>
      <mapping anidbseason="0" tvdbseason="0">;1-3;</mapping>
    </mapping-list>
  </anime>
  <anime anidbid="4" tvdbid="movie" defaulttvdbseason="" episodeoffset="" tmdbtv="" tmdbseason="" tmdboffset="" tmdbid="5" imdbid="">
    <name>A film</name>
  </anime>
  <anime anidbid="5" tvdbid="300" defaulttvdbseason="0" episodeoffset="" tmdbtv="902" tmdbseason="0" tmdboffset="" tmdbid="" imdbid="">
    <name>Special, listed pair by pair</name>
    <mapping-list>
      <mapping anidbseason="1" tvdbseason="0">;1-7;</mapping>
    </mapping-list>
  </anime>
</anime-list>`;

describe('anime map build', () => {
  const map = buildAnimeMap(xml);
  const ranges = (id: number) => map.shows.find(([t]) => t === id)?.[1];

  it('keeps one range per AniDB entry with its TheTVDB and TMDB offsets', () => {
    expect(ranges(100)).toEqual([
      [1, 1, 0, 900, 1, 0],
      [1, 13, 0, 900, 2, -12],
    ]);
  });

  it('turns mapping lists into closed ranges onto absolute numbers', () => {
    expect(ranges(200)).toEqual([
      [1, 1, 58, 901, -1, 0],
      [2, 1, 78, 901, -1, 58],
      [-1, 137, 0, 901, -1, 0],
    ]);
  });

  it('leaves out films and specials the list only pairs on the TheTVDB side', () => {
    expect(map.shows.map(([id]) => id)).toEqual([100, 200]);
  });
});
