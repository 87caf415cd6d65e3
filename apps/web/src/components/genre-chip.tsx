import { Link } from 'react-router';

const chip =
  'inline-flex items-center rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ring-1 transition-colors';
const idle =
  'bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-100 hover:text-zinc-950 dark:bg-zinc-900 dark:text-zinc-200 dark:ring-zinc-700 dark:hover:bg-zinc-800';
const active = 'bg-brand-600 text-white ring-brand-600 shadow-md shadow-brand-600/25';
const onImage = 'bg-white/15 text-white ring-white/30 backdrop-blur hover:bg-white/25';

/** A genre chip that links somewhere (e.g. from the hero to /genres?name=Drama). */
export function GenreLink({ name, to }: { name: string; to: string }) {
  return (
    <Link to={to} className={`${chip} ${onImage}`}>
      {name}
    </Link>
  );
}

interface GenreChipsProps<G extends { id: number; name: string }> {
  label: string;
  genres: readonly G[];
  selectedId: number | undefined;
  onSelect: (genre: G) => void;
}

/** A row of toggle chips to pick one genre; the pressed one is the current filter. */
export function GenreChips<G extends { id: number; name: string }>({
  label,
  genres,
  selectedId,
  onSelect,
}: GenreChipsProps<G>) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {genres.map((genre) => {
        const pressed = genre.id === selectedId;
        return (
          <li key={genre.id}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(genre)}
              className={`${chip} ${pressed ? active : idle}`}
            >
              {genre.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
