/**
 * The `Cache-Control` by which a web route says its page is the same for every visitor without a
 * session (the sign-in, sign-up and pricing pages): browsers revalidate it each time, and the
 * server keeps it rendered and answers it like a static file (ADR 030).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
