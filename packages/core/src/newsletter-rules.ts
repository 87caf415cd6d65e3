/** Spec §5: a newsletter address looks like x@y.z, with no spaces anywhere. */
export const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL.test(value);
}
