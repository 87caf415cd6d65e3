import { MoonIcon, SunIcon } from '#/components/icons';
import { useHydrated } from '#/shared/server-html';
import { useTheme } from '#/shared/theme';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  // The server renders the light theme's button; the browser's own theme shows once hydrated.
  const hydrated = useHydrated();
  const dark = hydrated && theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
      className="rounded-full p-2 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
