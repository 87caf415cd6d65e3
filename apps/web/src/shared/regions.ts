/**
 * A watch region guessed from the browser's languages: 'en-GB' → 'GB', 'pt-BR' → 'BR'. The
 * first language that names a country wins; without one, 'US' (where the snapshots are from).
 */
export function guessRegion(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // not a language tag
    }
  }
  return 'US';
}

export function browserRegion(): string {
  if (typeof navigator === 'undefined') return 'US';
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return guessRegion(languages.filter(Boolean));
}

let displayNames: Intl.DisplayNames | null | undefined;

/** 'GB' → 'United Kingdom' (the browser's own names, in English); the code when unknown. */
export function regionName(code: string): string {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
