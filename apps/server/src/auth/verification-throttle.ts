/**
 * The spec's rule "an unverified login sends a verification email, with further sends blocked
 * for 60 seconds": after a send triggered by a sign-in or a resend, the next one for the same
 * address within the window is skipped silently (the answer stays the same). The sign-up mail
 * itself does not start the window. Per process, like the in-memory rate limits.
 */
export class VerificationThrottle {
  private readonly lastSend = new Map<string, number>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a mail may go out now; records the send when it may. */
  take(email: string): boolean {
    const key = email.toLowerCase();
    const now = this.now();
    const last = this.lastSend.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.lastSend.set(key, now);
    if (this.lastSend.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, at] of this.lastSend) {
      if (now - at >= this.windowMs) this.lastSend.delete(key);
    }
  }
}
