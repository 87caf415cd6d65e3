import type { AuthService } from '../auth/index';
import type { AnswerStore } from '../http/answer-store';
import type { RateLimiter } from '../http/rate-limiter';
import type { AppServices } from '../services/index';

/** Per-client request limits shared by the routes that need them. */
export interface RequestLimiters {
  search: RateLimiter;
  comments: RateLimiter;
  importFiles: RateLimiter;
  importCommits: RateLimiter;
  /** GET /api/me/stats reads the whole diary and a title's facts per watched title. */
  stats: RateLimiter;
  /**
   * GET /api/me/services/available and /coverage fan out to availability look-ups (up to 100
   * titles, or the whole watchlist): per user.
   */
  availability: RateLimiter;
  /** POST /api/newsletter may send a mail: per IP. */
  newsletter: RateLimiter;
  /** POST /api/me/alerts/test calls each of the user's channels: per user. */
  alertTests: RateLimiter;
  householdJoins: RateLimiter;
  householdActions: RateLimiter;
}

/**
 * What a routes file receives (decision 032): the services, the session guards, the request
 * limits and the prepared public answers. Nothing else of the composition root reaches a route.
 */
export interface RouteContext {
  services: AppServices;
  /** Sessions, guards (requireUser, requireAdmin) and roles; see auth/index.ts. */
  auth: AuthService;
  limiters: RequestLimiters;
  /** Public answers prepared once (http/public-answers.ts); a route that changes one drops it. */
  answers: AnswerStore;
  /** This site's origin, against which every redirect target is resolved. */
  publicOrigin: string;
}
