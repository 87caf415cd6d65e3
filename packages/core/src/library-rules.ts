/** Library limits shared by the server's validation and the web forms (zod-free). */
export const COMMENT_MAX_LENGTH = 1000;
export const RECENT_SEARCHES = 5;

/**
 * Most viewings one import commit may carry in all. The web client sends a file in batches
 * within it (and within 500 items), so one request's validation and writes stay short.
 */
export const IMPORT_MAX_COMMIT_VIEWINGS = 5000;
/** Most shows with episode viewings one import commit may name (each costs catalogue reads). */
export const IMPORT_MAX_COMMIT_SHOWS = 100;
/** Most distinct seasons (of all its shows) one import commit may name. */
export const IMPORT_MAX_COMMIT_SEASONS = 300;
