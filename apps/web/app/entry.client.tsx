import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n, loadAllTranslations } from './i18n/i18n.client';
import { i18nForReact } from './i18n/i18n-for-react';
import { toLocale } from './i18n/i18n-options';
import { handOverToReact } from './lib/early-input';
import { whenHydrated } from './lib/hydrated';
import { NonceContext } from './lib/nonce';
import { rememberTimeZone } from './lib/time-zone';

// The server's nonce, read back from its scripts (the `nonce` property survives the browser
// hiding the attribute), so the hydrated script and link tags match the server's HTML.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

/**
 * The browser loads its Intl data with a page's first formatter (about 10 ms on this project's
 * test machine, whichever kind comes first): inside one of hydration's render slices, a long task.
 * On a page whose render formats through Intl (the server says so), made first, in a task of its
 * own (hydration's work is scheduled in later ones); at once in a hidden tab, whose timers may
 * wait a second (ADR 060). A page that formats nothing does not pay it (ADR 074).
 */
function loadIntlData(language: string): Promise<void> {
  const load = () => void new Intl.NumberFormat(language).format(0);
  if (document.hidden) return Promise.resolve(load());
  return new Promise((resolve) => setTimeout(() => resolve(load())));
}

// Hydrate with the translations the page carries, so the first render matches the server's text;
// the rest of the language follows in one file once the page has hydrated and the browser is idle,
// when the browser also tells the server its time zone for the pages to come.
void initClientI18n().then(async ({ instance: i18n, formats }) => {
  if (formats) await loadIntlData(i18n.language);
  handOverToReact();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext value={nonce}>
          <I18nextProvider i18n={i18nForReact(i18n)}>
            <HydratedRouter />
          </I18nextProvider>
        </NonceContext>
      </StrictMode>,
    );
  });
  const loadTheRest = () => {
    rememberTimeZone();
    void loadAllTranslations(i18n, toLocale(i18n.language));
  };
  void whenHydrated().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(loadTheRest);
    else setTimeout(loadTheRest, 200);
  });
});
