/** Library limits shared by the server's validation and the web forms (zod-free). */
export const COMMENT_MAX_LENGTH = 1000;
export const RECENT_SEARCHES = 5;
