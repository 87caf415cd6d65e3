/** Spec §5: looks like x@y.z, with no spaces anywhere. */
export function isValidNewsletterEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
