import type pages from '../../public/locales/ko/pages.json';

/** Pages that have their own title, description, intro and empty state in the `pages` namespace. */
export type PageKey = Exclude<keyof typeof pages, 'comingNext'>;
