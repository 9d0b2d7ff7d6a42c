import { useEffect } from 'react';
import latinFont from '@fontsource/noto-sans-kr/files/noto-sans-kr-latin-400-normal.woff2?url';
import appStyles from './styles/app.css?url';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { ErrorView } from './components/ErrorView';
import { MinimalShell } from './components/MinimalShell';
import { MoveHeldOffline } from './components/MoveHeldOffline';
import { PageUnavailable } from './components/PageUnavailable';
import { ChatWidget } from './features/chat-widget/ChatWidget';
import { MarketingCapture } from './features/marketing/MarketingCapture';
import { toLocale } from './i18n/i18n-options';
import { localeOfRequest } from './i18n/resolve-locale';
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from './lib/early-input';
import { FONTS_REMEMBERED_SCRIPT } from './lib/font-swap';
import { markHydrated, pagePartsSettled } from './lib/hydrated';
import { useNonce } from './lib/nonce';
import { timeZoneOfRequest } from './lib/time-zone';
import { theme } from './lib/theme';

/**
 * The icon; the stylesheet, with a precedence so React puts it first in the head (the scripts
 * load after the first paint: lib/paint-first.ts); and the Latin face of the font, which every
 * page's swap to Noto Sans KR waits for (lib/font-swap.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appStyles, precedence: 'default' },
  { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * The language of this request, the public configuration the browser may see, and the time zone
 * and moment the page's times are written in (hydration writes them the same: lib/time-zone.ts,
 * lib/use-now.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context?.publicEnv) {
    throw new Error('The web app must be served by apps/server, which provides the load context.');
  }
  return {
    locale: localeOfRequest(request),
    publicEnv: context.publicEnv,
    timeZone: timeZoneOfRequest(request),
    renderedAt: Date.now(),
  };
}

/** The HTML document around every page and error. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  return (
    <html lang={toLocale(i18n.resolvedLanguage)} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        {/* Noto Sans KR from the first paint when an earlier page of the visit loaded it (lib/font-swap.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONTS_REMEMBERED_SCRIPT }} />
        {/* What is typed or sent before hydration is kept for the page once it has hydrated (lib/early-input.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      </head>
      <body>
        {/* The theme's CSS variables are in the stylesheet (styles/theme-variables.css), not made per page. */}
        <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
          {children}
        </MantineProvider>
        <PageUnavailable />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over the server's HTML, the parts loaded lazily
  // (the signed-in menus) and hydrated later (the page inside the frame) included, and hands the
  // page what was typed or sent before then (lib/early-input.ts). Browser tests wait for the mark
  // before they type.
  useEffect(() => {
    void pagePartsSettled().then(() => {
      markHydrated();
      void replayEarlyInput();
    });
  }, []);
  return (
    <>
      <Outlet />
      <MoveHeldOffline />
      <MarketingCapture />
      <ChatWidget />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalShell>
      <ErrorView error={error} />
    </MinimalShell>
  );
}
