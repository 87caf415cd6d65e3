import type { RegionAvailability } from '@unclewatch/core';

export type OfferKind = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';

export interface Offer {
  providerId: number;
  name: string;
  kind: OfferKind;
  mine: boolean;
}

export interface OfferGroup {
  key: 'mine' | 'stream' | 'free' | 'rent' | 'buy';
  title: string;
  offers: Offer[];
}

export const kindLabels: Record<OfferKind, string> = {
  flatrate: 'Stream',
  free: 'Free',
  ads: 'Free with ads',
  rent: 'Rent',
  buy: 'Buy',
};

const groupsOf: readonly { key: OfferGroup['key']; title: string; kinds: OfferKind[] }[] = [
  { key: 'stream', title: 'Stream', kinds: ['flatrate'] },
  { key: 'free', title: 'Free', kinds: ['free', 'ads'] },
  { key: 'rent', title: 'Rent', kinds: ['rent'] },
  { key: 'buy', title: 'Buy', kinds: ['buy'] },
];

/** Kinds that count as "on my services" (rent and buy cost extra, so they stay apart). */
const included: ReadonlySet<OfferKind> = new Set(['flatrate', 'free', 'ads']);

/**
 * One region's offers as the title page shows them: my services first (what I can watch
 * tonight without paying more), then the rest grouped stream / free / rent / buy; within a
 * group my services lead, then TMDB's display order. Empty groups are left out.
 */
export function offerGroups(
  availability: RegionAvailability | undefined,
  myServices: ReadonlySet<number>,
): OfferGroup[] {
  if (!availability) return [];
  const offersOf = (kind: OfferKind): Offer[] =>
    [...(availability[kind] ?? [])]
      .sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999))
      .map((entry) => ({
        providerId: entry.provider_id,
        name: entry.provider_name,
        kind,
        mine: myServices.has(entry.provider_id),
      }));
  const all = (['flatrate', 'free', 'ads', 'rent', 'buy'] as const).flatMap(offersOf);
  const seen = new Set<string>();
  const unique = all.filter((offer) => {
    const key = `${offer.providerId}:${offer.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const isMine = (offer: Offer) => offer.mine && included.has(offer.kind);
  const groups: OfferGroup[] = [
    { key: 'mine', title: 'On your services', offers: unique.filter(isMine) },
    ...groupsOf.map(({ key, title, kinds }) => ({
      key,
      title,
      offers: unique
        .filter((offer) => kinds.includes(offer.kind) && !isMine(offer))
        .sort((a, b) => Number(b.mine) - Number(a.mine)),
    })),
  ];
  return groups.filter((group) => group.offers.length > 0);
}
