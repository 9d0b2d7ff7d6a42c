import * as contract from '@vernissage/shared';
import { toFastifyPath, type RouteDefinition } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { scopeNeededFor } from './api-token-scopes.js';

const routes = (Object.values(contract) as unknown[]).filter(
  (value): value is RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value,
);

const scopeOf = (route: RouteDefinition) => scopeNeededFor(route.method, toFastifyPath(route.path));

describe('what an API token may call', () => {
  it('names a scope for inventory, artwork and share routes as the table says', () => {
    expect(scopeNeededFor('GET', '/inventory')).toBe('inventory:read');
    expect(scopeNeededFor('GET', '/inventory/export')).toBe('inventory:read');
    expect(scopeNeededFor('GET', '/artwork/detail/:aid')).toBe('inventory:read');
    expect(scopeNeededFor('POST', '/inventory/item')).toBe('inventory:write');
    expect(scopeNeededFor('PUT', '/artwork/state')).toBe('inventory:write');
    expect(scopeNeededFor('POST', '/artwork/share')).toBe('shares');
    expect(scopeNeededFor('PUT', '/artwork/shared/state')).toBe('shares');
    expect(scopeNeededFor('GET', '/artwork/shares')).toBe('shares');
    expect(scopeNeededFor('POST', '/workspace/webhooks')).toBe('webhooks');
  });

  it("refuses the account, billing, members, tokens, a recipient's own moves and public routes", () => {
    const refused = routes.filter((route) => scopeOf(route) === null).map((route) => `${route.method} ${route.path}`);
    for (const call of [
      'GET /user',
      'GET /user/members',
      'GET /workspace/tokens',
      'POST /workspace/tokens',
      'DELETE /workspace/tokens/{id}',
      'GET /workspace/tokens/{id}/calls',
      'GET /workspace/audit',
      'POST /artwork/shared/hold',
      'POST /artwork/shared/purchase',
      'POST /artwork/like',
      'GET /artwork/my',
    ]) {
      expect(refused, call).toContain(call);
    }
    expect(refused.some((call) => call.includes('/billing'))).toBe(true);
    expect(routes.filter((route) => route.path.startsWith('/billing')).every((route) => scopeOf(route) === null)).toBe(
      true,
    );
  });

  it('opens session routes only: a public route is never a token route', () => {
    const publicWithScope = routes.filter((route) => route.auth === 'public' && scopeOf(route) !== null);
    expect(publicWithScope.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
