import type pages from '../../public/locales/ko/pages.json';

type Pages = typeof pages;

/** Pages that have their own title, description and intro in the `pages` namespace. */
export type PageKey = Exclude<keyof Pages, 'comingNext'>;

/** Pages not built yet, which also have an empty state saying what will come. */
export type PlaceholderPageKey = {
  [K in PageKey]: Pages[K] extends { emptyTitle: string; emptyBody: string } ? K : never;
}[PageKey];
