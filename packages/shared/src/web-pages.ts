/**
 * The `Cache-Control` by which a web route says its page is the same for every visitor without a
 * session (the sign-in, sign-up and pricing pages): browsers revalidate it each time, and the
 * server keeps it rendered and answers it like a static file (ADR 030).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The header by which a shared page says its query is part of what it shows (search results): the
 * server keeps it by its whole address rather than by its path (ADR 069). Never sent on.
 */
export const SHARED_PAGE_BY_ADDRESS = 'x-shared-page-by-address';

/**
 * The header by which a shared page says until when what it shows holds (milliseconds since the
 * epoch): a countdown's next change, a deadline that takes an item off a list. The server keeps it
 * no longer (ADR 071). Never sent on.
 */
export const SHARED_PAGE_UNTIL = 'x-shared-page-until';
