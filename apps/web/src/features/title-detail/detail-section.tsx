import { useId, type ReactNode } from 'react';

/** A titled block of the detail page (a landmark region named by its heading). */
export function DetailSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-zinc-950 dark:text-white"
      >
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand-600" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const panel =
  'rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60';
