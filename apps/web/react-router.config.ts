import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every route is in the manifest the page loads: nothing asked, nothing re-rendered when links
  // appear or are followed (ADR 054).
  routeDiscovery: { mode: 'initial' },
  future: {
    // Opted in: harmless for this app (checked with build, SSR and the dev server).
    // With pass-through requests a loader's `request.url` may end in `.data`: read the page's
    // location from the loader's `url` argument instead.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Off: with middleware the load context must become a RouterContextProvider, and the server
    // passes the plain WebLoadContext object.
    v8_middleware: false,
  },
} satisfies Config;
