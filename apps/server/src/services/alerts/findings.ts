import type { LedgerItem } from '../../db/repositories/alerts/alert-deliveries-repository';

/** What an alert says. */
export interface AlertText {
  title: string;
  message: string;
  /** An absolute link to this site's page about it, or null. */
  url: string | null;
}

/**
 * Something worth an alert, found by a detector: its ledger items (each alerted at most once)
 * and how to word it for the items that are still new.
 */
export interface Finding {
  event: 'newEpisode' | 'onMyServices';
  items: LedgerItem[];
  describe(fresh: readonly LedgerItem[]): AlertText;
}

export const episodeKey = (season: number, episode: number) =>
  `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
