import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n, loadAllTranslations } from './i18n/i18n.client';
import { toLocale } from './i18n/i18n-options';
import { whenHydrated } from './lib/hydrated';
import { NonceContext } from './lib/nonce';

// The server's nonce, read back from its scripts (the `nonce` property survives the browser
// hiding the attribute), so the hydrated script and link tags match the server's HTML.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

// Hydrate with the translations the page carries, so the first render matches the server's text;
// the rest of the language follows in one file once the page has hydrated and the browser is idle.
void initClientI18n().then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext value={nonce}>
          <I18nextProvider i18n={i18n}>
            <HydratedRouter />
          </I18nextProvider>
        </NonceContext>
      </StrictMode>,
    );
  });
  const loadTheRest = () => void loadAllTranslations(i18n, toLocale(i18n.language));
  void whenHydrated().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(loadTheRest);
    else setTimeout(loadTheRest, 200);
  });
});
