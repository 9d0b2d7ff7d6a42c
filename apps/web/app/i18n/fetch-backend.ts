import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Reads one namespace's translations for one language with `fetch`, from `loadPath` with its
 * `{{lng}}` and `{{ns}}` filled in. i18next itself retries the reads this marks as worth another
 * try (a server error, a failed connection) and limits how many run at once (its
 * `TRANSLATION_LOADING` options, SPEC.md §9), so this is all the browser needs of
 * i18next-http-backend, a download of its own on every page.
 */
export function fetchBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath
        .replace('{{lng}}', encodeURIComponent(language))
        .replace('{{ns}}', encodeURIComponent(namespace));
      void fetch(url).then(
        async (answer) => {
          if (!answer.ok) {
            callback(`failed loading ${url}; status code: ${answer.status}`, answer.status >= 500);
            return;
          }
          let translations: unknown;
          try {
            translations = await answer.json();
          } catch {
            callback(`failed parsing ${url} to json`, false);
            return;
          }
          callback(null, translations as Parameters<ReadCallback>[1]);
        },
        (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
      );
    },
  };
}
