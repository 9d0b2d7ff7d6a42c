import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n } from './i18n/i18n.client';
import { NonceContext } from './lib/nonce';

// The server's nonce, read back from its scripts (the `nonce` property survives the browser
// hiding the attribute), so the hydrated script and link tags match the server's HTML.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

// Hydrate only once the page's language is loaded, so the first render matches the server's text.
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
});
