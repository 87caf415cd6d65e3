import type { ChatMovieCard } from '@unclewatch/core';
import { Link } from 'react-router';

import { Poster } from '#/components/title-card/poster';

function posterUrl(card: ChatMovieCard): string | null {
  if (!card.imageUrl) return null;
  // The server sends our own proxy path; a bare TMDB path gets the same proxy prefix.
  return card.imageUrl.startsWith('/img/') ? card.imageUrl : `/img/w185${card.imageUrl}`;
}

export function MovieCardList({ movies }: { movies: ChatMovieCard[] }) {
  return (
    <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {movies.map((movie) => (
        <li key={`${movie.type}-${movie.id}`}>
          <Link
            to={`/${movie.type}/${movie.id}`}
            className="group block overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm hover:border-brand-400 dark:border-zinc-700 dark:bg-zinc-900"
          >
            <div className="aspect-[2/3] overflow-hidden bg-zinc-100 dark:bg-zinc-800">
              <Poster src={posterUrl(movie)} />
            </div>
            <div className="p-2">
              <p className="line-clamp-2 text-sm font-semibold text-zinc-900 dark:text-zinc-50">
                {movie.title}
              </p>
              <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                {[movie.year, movie.language].filter(Boolean).join(' · ')}
              </p>
              <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                <span aria-label={`Rated ${movie.rating} out of 10`}>
                  ★ {movie.rating.toFixed(1)}
                </span>
                {movie.genres.length > 0 && ` · ${movie.genres.slice(0, 2).join(', ')}`}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
