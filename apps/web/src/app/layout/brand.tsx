import { Link } from 'react-router';

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="rounded-md" />
      <span>
        Uncle<span className="text-brand-600 dark:text-brand-400">Watch</span>
      </span>
    </Link>
  );
}
