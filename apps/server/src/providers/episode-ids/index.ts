/** An episode as a show's season and number. */
export interface EpisodeRef {
  showId: number;
  season: number;
  episode: number;
}

/**
 * TMDB's own episode ids (decision 074): the ids media servers send for an episode, mapped to
 * the show's season and number offline. Loaded on first use.
 */
export interface EpisodeIdIndex {
  /** The episode with this TMDB episode id; null when unknown. */
  byEpisodeId(id: number): EpisodeRef | null;
  /** A show's episodes in season and number order (season 0 included); empty when unknown. */
  showEpisodes(showId: number): EpisodeRef[];
}
