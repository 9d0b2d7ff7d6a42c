import type { ApiTokenScope, HttpMethod } from '@vernissage/shared';

interface TokenRoute {
  methods: readonly HttpMethod[];
  /** The route's path as Fastify declares it, relative to the API base (`/artwork/detail/:aid`). */
  path: RegExp;
  scope: ApiTokenScope;
}

const WRITES: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const ANY: readonly HttpMethod[] = ['GET', ...WRITES];

/**
 * The one table of what an API token may call (ADR 040): the first rule that matches a route
 * names the scope it needs. A route no rule names — the account, billing, members, the tokens
 * themselves, a recipient's own holds and purchases, likes — is refused to every token.
 */
const TOKEN_ROUTES: readonly TokenRoute[] = [
  // The workspace's offers, as the owning side makes and moves them.
  { methods: ['GET'], path: /^\/artwork\/shares$/, scope: 'shares' },
  { methods: ['GET'], path: /^\/artwork\/shared\/a\/:sid$/, scope: 'shares' },
  { methods: ['POST', 'PUT'], path: /^\/artwork\/share$/, scope: 'shares' },
  { methods: ['PUT'], path: /^\/artwork\/shared\/state$/, scope: 'shares' },
  // The inventory: its works, folders and artists.
  { methods: ['GET'], path: /^\/inventory(\/|$)/, scope: 'inventory:read' },
  { methods: ['GET'], path: /^\/artwork\/detail\/:aid$/, scope: 'inventory:read' },
  { methods: ['GET'], path: /^\/artist(\/|$)/, scope: 'inventory:read' },
  { methods: WRITES, path: /^\/inventory(\/|$)/, scope: 'inventory:write' },
  { methods: ['POST', 'PUT'], path: /^\/artwork(\/delete|\/state)?$/, scope: 'inventory:write' },
  { methods: WRITES, path: /^\/artist(\/|$)/, scope: 'inventory:write' },
  { methods: ANY, path: /^\/workspace\/webhooks(\/|$)/, scope: 'webhooks' },
];

/** The scope a token needs to call a route, or null when no token may call it. */
export function scopeNeededFor(method: string, path: string): ApiTokenScope | null {
  const rule = TOKEN_ROUTES.find((route) => route.methods.includes(method as HttpMethod) && route.path.test(path));
  return rule?.scope ?? null;
}
