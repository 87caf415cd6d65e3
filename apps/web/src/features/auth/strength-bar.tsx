import {
  PASSWORD_HINT,
  passwordStrength,
  strengthColor,
  strengthLabel,
  strengthWidth,
} from '@unclewatch/core/browser';

const colorClass = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
  green: 'bg-green-500',
} as const;

/** The spec's strength bar and hint; a hint only, it never blocks submission. */
export function StrengthBar({ password, hintId }: { password: string; hintId: string }) {
  const score = passwordStrength(password);
  const color = strengthColor(score);
  return (
    <div className="mt-2">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={strengthLabel(score)}
        className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div
          data-score={score}
          className={`h-full rounded-full transition-all ${color ? colorClass[color] : ''}`}
          style={{ width: `${strengthWidth(score) * 100}%` }}
        />
      </div>
      <p id={hintId} className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
        {PASSWORD_HINT}
      </p>
    </div>
  );
}
