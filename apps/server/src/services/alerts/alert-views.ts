import type { AlertDelivery, AlertSettings } from '@unclewatch/core';

import type { RecentDelivery } from '../../db/repositories/alerts/alert-deliveries-repository';

/** What this server can tell, for the settings' notes. */
export interface AlertModes {
  catalog: 'embedded' | 'live';
  availability: 'embedded' | 'live';
  /** The episode data's date offline (null when live). */
  episodesAsOf: string | null;
  allowPrivateUrls: boolean;
  origin: string;
}

export function alertNotes(modes: AlertModes): AlertSettings['notes'] {
  return {
    newEpisode:
      modes.catalog === 'live'
        ? null
        : `This server runs offline: its episode data ends on ${modes.episodesAsOf ?? 'its snapshot date'}, so no episode is new after that. New-episode alerts need a TMDB key.`,
    onMyServices:
      modes.availability === 'live'
        ? null
        : 'This alert needs a TMDB key: offline, availability comes from dated snapshots that never change.',
  };
}

const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;

/** A delivery for the settings page: "ntfy failed 3 times: 401" once given up. */
export function deliveryView(d: RecentDelivery): AlertDelivery {
  const type = d.channelType as AlertDelivery['type'];
  const reason = d.lastStatus ? String(d.lastStatus) : (d.lastError ?? 'no answer');
  const status = d.status === 'sending' ? 'pending' : d.status;
  const error =
    status === 'failed'
      ? `${type} failed ${times(d.attempts)}: ${reason}`
      : status === 'pending' && d.attempts > 0
        ? `${type} failed ${times(d.attempts)}: ${reason}; trying again`
        : null;
  return {
    channelId: d.channelId,
    type,
    title: d.title,
    status,
    attempts: d.attempts,
    error,
    at: d.updatedAt,
  };
}
