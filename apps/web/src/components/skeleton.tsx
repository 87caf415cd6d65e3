export type SkeletonKind = 'poster' | 'text-block' | 'circle' | 'bar';

const pulse = 'animate-pulse bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800';

/** Placeholder shapes shown while content loads (spec §2: poster, text-block, circle, bar). */
export function Skeleton({
  kind = 'bar',
  className = '',
}: {
  kind?: SkeletonKind;
  className?: string;
}) {
  if (kind === 'text-block') {
    return (
      <div aria-hidden="true" data-skeleton="text-block" className={`space-y-3 ${className}`}>
        <div className={`h-8 w-2/3 rounded-md ${pulse}`} />
        <div className={`h-4 w-full rounded ${pulse}`} />
        <div className={`h-4 w-11/12 rounded ${pulse}`} />
        <div className={`h-4 w-4/5 rounded ${pulse}`} />
      </div>
    );
  }
  const shape = {
    poster: 'aspect-[2/3] w-full rounded-xl',
    circle: 'size-12 rounded-full',
    bar: 'h-4 w-full rounded',
  }[kind];
  return (
    <div aria-hidden="true" data-skeleton={kind} className={`${shape} ${pulse} ${className}`} />
  );
}

/** A card-shaped placeholder: poster plus two text bars, same footprint as a TitleCard. */
export function TitleCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex-none ${className}`}>
      <Skeleton kind="poster" />
      <Skeleton className="mt-3 w-4/5" />
      <Skeleton className="mt-2 w-1/2" />
    </div>
  );
}
