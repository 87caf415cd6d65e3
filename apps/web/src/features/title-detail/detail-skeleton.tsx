import { Skeleton, TitleCardSkeleton } from '#/components/skeleton';

/** The detail page's shape while the aggregate loads: hero, panels and rails. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading title">
      <div className="bg-zinc-950">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-10 pb-10 sm:flex-row sm:items-end sm:gap-10 sm:pt-24 lg:pt-32">
          <div className="w-36 flex-none opacity-60 sm:w-56 lg:w-64">
            <Skeleton kind="poster" className="rounded-2xl" />
          </div>
          <Skeleton kind="text-block" className="w-full max-w-2xl opacity-60" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="aspect-video h-auto rounded-2xl" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl gap-4 overflow-hidden px-4">
        {Array.from({ length: 6 }, (_, i) => (
          <TitleCardSkeleton key={i} className="w-40 sm:w-48" />
        ))}
      </div>
    </div>
  );
}
