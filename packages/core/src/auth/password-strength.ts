/** The spec's password strength: one point each for length ≥ 8, an uppercase letter, a digit
 * and a special character. A hint only; it never blocks submission. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_HINT =
  'Password must be at least 8 characters, include a number, uppercase letter, and special character.';

export function passwordStrength(password: string): PasswordScore {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score as PasswordScore;
}

/** Bar width as a fraction: 0, 1/4, 1/2, 3/4 or 1. */
export const strengthWidth = (score: PasswordScore): number => score / 4;

/** Bar colour for scores 1 to 4; nothing for 0. */
export function strengthColor(score: PasswordScore): 'red' | 'yellow' | 'blue' | 'green' | null {
  return score === 0 ? null : (['red', 'yellow', 'blue', 'green'] as const)[score - 1];
}

export const strengthLabel = (score: PasswordScore): string =>
  ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'][score] ?? 'Too weak';
