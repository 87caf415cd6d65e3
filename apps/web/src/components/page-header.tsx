import type { ReactNode } from 'react';

/** Title block at the top of a browse page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {children && <p className="mt-2 max-w-2xl text-zinc-600 dark:text-zinc-400">{children}</p>}
    </header>
  );
}
