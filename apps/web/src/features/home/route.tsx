import { HomeSearch } from './home-search';

export function Component() {
  return (
    <section className="relative flex min-h-[60vh] items-center overflow-hidden bg-gradient-to-br from-zinc-900 via-zinc-800 to-brand-700 px-4 text-white">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
        <h1 className="max-w-2xl text-4xl font-black tracking-tight sm:text-5xl">
          Find your next favourite movie or show.
        </h1>
        <p className="max-w-xl text-lg text-zinc-200">
          Trending titles, every rating in one Uncle Score, and a watchlist that stays on your own
          server.
        </p>
        <HomeSearch />
      </div>
    </section>
  );
}
