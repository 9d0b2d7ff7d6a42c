import type { WebLoadContext } from '@vernissage/shared';

// The Fastify server hands every loader and the HTML renderer this context (apps/server
// `registerWebApp`); typing it here keeps the two sides on one definition.
declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
