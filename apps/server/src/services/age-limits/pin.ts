import crypto from 'node:crypto';

/** A PIN kept as `salt:scrypt(pin)`, never as itself. */
export function hashPin(pin: string): string {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}:${crypto.scryptSync(pin, salt, 32).toString('hex')}`;
}

export function pinMatches(pin: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const given = crypto.scryptSync(pin, salt, 32);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(given, expected);
}
