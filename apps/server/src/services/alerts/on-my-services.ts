import { DEFAULT_MONETIZATION, type MediaType } from '@unclewatch/core';

import type { AlertSourcesRepository } from '../../db/repositories/alerts/alert-sources-repository';
import type { AvailabilityProvider } from '../../providers/availability/index';
import type { Finding } from './findings';

/** A watchlist title's availability, read past the cache once per run whoever watches it. */
export function availabilityReader(availability: AvailabilityProvider) {
  const read = new Map<string, Promise<Record<string, { id: number; name: string }[]> | null>>();
  return (type: MediaType, id: number) => {
    const key = `${type}:${id}`;
    let found = read.get(key);
    if (!found) {
      found = availability.refreshTitle(type, id).then(
        (answer) => {
          // A fallback to the dated snapshots is not today's availability: no comparison.
          if (!answer || answer.source !== 'tmdb') return null;
          const regions: Record<string, { id: number; name: string }[]> = {};
          for (const [region, kinds] of Object.entries(answer.results))
            regions[region] = DEFAULT_MONETIZATION.flatMap((kind) =>
              (kinds[kind] ?? []).map((p) => ({ id: p.provider_id, name: p.provider_name })),
            );
          return regions;
        },
        () => null,
      );
      read.set(key, found);
    }
    return found;
  };
}

/**
 * Watchlist titles newly on one of the person's services in their country (issue #44): today's
 * availability (subscription, free, ads) against what was seen at the last look. The first look
 * at a title only notes what it is on. One finding per title; each service is alerted once.
 */
export async function onMyServicesFindings(
  userId: string,
  sources: AlertSourcesRepository,
  read: ReturnType<typeof availabilityReader>,
  origin: string,
  at: string,
): Promise<{ findings: Finding[]; remember: () => Promise<void> }> {
  const services = await sources.services(userId);
  if (!services || services.ids.length === 0) return { findings: [], remember: async () => {} };
  const mine = new Set(services.ids);
  const [watchlist, seen] = await Promise.all([
    sources.watchlist(userId),
    sources.seenAvailability(userId),
  ]);
  const findings: Finding[] = [];
  const toRemember: { title: { type: MediaType; id: number }; ids: number[] }[] = [];
  for (const title of watchlist) {
    const regions = await read(title.type, title.id);
    if (!regions) continue;
    const names = new Map(
      (regions[services.region] ?? []).filter((p) => mine.has(p.id)).map((p) => [p.id, p.name]),
    );
    const ids = [...names.keys()].sort((a, b) => a - b);
    const before = seen.get(`${title.type}:${title.id}`);
    toRemember.push({ title, ids });
    if (!before || before.region !== services.region) continue;
    const arrived = ids.filter((id) => !before.ids.includes(id));
    if (arrived.length === 0) continue;
    findings.push({
      event: 'onMyServices',
      items: arrived.map((id) => ({
        event: 'onMyServices',
        titleType: title.type,
        titleId: title.id,
        itemKey: `service-${id}`,
      })),
      describe(fresh) {
        const on = fresh.map((i) => names.get(Number(i.itemKey.slice('service-'.length)))!);
        const list = on.join(' and ');
        return {
          title: `Now on ${list}: ${title.title}`,
          message: `${title.title} from your watchlist is now on ${list} in ${services.region}.`,
          url: `${origin}/${title.type}/${title.id}`,
        };
      },
    });
  }
  return {
    findings,
    // After the alerts are in the ledger: a run that stops between the two finds them again.
    remember: async () => {
      for (const { title, ids } of toRemember)
        await sources.saveSeen(userId, title, services.region, ids, at);
    },
  };
}
