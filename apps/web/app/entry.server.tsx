import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import chunkImports from 'virtual:chunk-imports';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { resources, serverI18n } from './i18n/i18n.server';
import { recordTranslationReads } from './i18n/read-translations.server';
import { i18nForReact } from './i18n/i18n-for-react';
import { localeOfRequest } from './i18n/resolve-locale';
import { fontSwapScript } from './lib/font-swap';
import { NonceContext } from './lib/nonce';
import { paintFirst } from './lib/paint-first';

export const streamTimeout = 5_000;

/**
 * Renders a page to HTML: in the request's language (cookie, then Accept-Language, then Korean),
 * with the response's CSP nonce on every inline script React Router emits, and its scripts loaded
 * once the page has painted (`paintFirst`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const locale = localeOfRequest(request);
  // The HTML differs by these request headers; caches must keep the variants apart.
  responseHeaders.append('Vary', 'Cookie, Accept-Language');
  responseHeaders.set('Content-Language', locale);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce || undefined;
  const i18n = serverI18n(locale);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const {
      result: { pipe, abort },
      dataBlock: translationsBlock,
    } = recordTranslationReads(resources, () =>
      renderToPipeableStream(
        <NonceContext value={nonce}>
          <I18nextProvider i18n={i18nForReact(i18n)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </NonceContext>,
        {
          nonce,
          // A boundary whose content is ready goes out in place, whatever its size: React's default
          // sends one over 12.8 KB after the rest, hidden until an inline script moves it in, and
          // the page inside the frame is such a boundary (HydrateLater, ADR 070).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          [readyOption]() {
            shellRendered = true;
            const body = new PassThrough({
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                callback();
              },
            });
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // Before `</body>`: the script that swaps the font in once the page's text has its faces
            // (lib/font-swap.ts), and the translations the render read. The browser build's chunk
            // graph orders the evaluation of the page's chunks (ADR 064).
            const beforeBodyEnd = () => fontSwapScript(nonce) + translationsBlock();
            pipe(paintFirst({ beforeBodyEnd, chunkImports })).pipe(body);
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          },
          onShellError(error: unknown) {
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // Errors in the shell reject above and React Router logs them; later ones only show here.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
}
