import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.js';
import { IDEMPOTENCY_KEY, takesIdempotencyKey } from './index.js';
import {
  fillPath,
  multipartForm,
  operationIdOf,
  ROUTE_ACCESS,
  toFastifyPath,
  type RouteDefinition,
  type MultipartInput,
  type ParsedQuery,
  type RouteBody,
  type RouteFileField,
  type RouteQuery,
  type RouteResult,
} from './contract.js';
import type {
  ArtworkInput,
  createItemRoute,
  createItemsRoute,
  InventoryItemDto,
  inventoryRoute,
  updateGallerySettingRoute,
} from './index.js';

describe('paths', () => {
  it('turns spec placeholders into Fastify parameters', () => {
    expect(toFastifyPath('/artwork/shared/a/{sid}')).toBe('/artwork/shared/a/:sid');
    expect(toFastifyPath('/web/{domain}/artist/{id}')).toBe('/web/:domain/artist/:id');
  });

  it('fills placeholders with encoded values', () => {
    expect(fillPath('/search/query/{q}', { q: '달 항아리/moon' })).toBe(
      '/search/query/%EB%8B%AC%20%ED%95%AD%EC%95%84%EB%A6%AC%2Fmoon',
    );
    expect(fillPath('/artwork/detail/{aid}', { aid: 42 })).toBe('/artwork/detail/42');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath('/artwork/detail/{aid}', {})).toThrow('Missing path parameter "aid"');
  });
});

describe('operation ids', () => {
  const routes = (Object.values(contract) as unknown[]).filter(
    (value): value is RouteDefinition =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value,
  );

  it('are made from the method and path, placeholders read as "by …"', () => {
    expect(operationIdOf({ method: 'GET', path: '/workspace/today' })).toBe('getWorkspaceToday');
    expect(operationIdOf({ method: 'POST', path: '/artwork/shared/hold' })).toBe('postArtworkSharedHold');
    expect(operationIdOf({ method: 'GET', path: '/web/{domain}/artist/{id}' })).toBe('getWebByDomainArtistById');
    expect(operationIdOf({ method: 'POST', path: '/contest/{id}/publish-results' })).toBe(
      'postContestByIdPublishResults',
    );
    expect(operationIdOf({ method: 'GET', path: '/blog/listPage' })).toBe('getBlogListPage');
    expect(operationIdOf({ method: 'GET', path: '/health', operationId: 'checkHealth' })).toBe('checkHealth');
  });

  it('are unique across the contract, so every SDK method names one operation', () => {
    expect(routes.length).toBeGreaterThan(200);
    const seen = new Map<string, string>();
    for (const route of routes) {
      const id = operationIdOf(route);
      expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(seen.get(id), `${route.method} ${route.path} and ${seen.get(id)} share ${id}`).toBeUndefined();
      seen.set(id, `${route.method} ${route.path}`);
    }
  });
});

describe('access', () => {
  const routes = (Object.entries(contract) as [string, unknown][]).filter(
    (entry): entry is [string, RouteDefinition] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'auth' in entry[1],
  );
  // Handlers that read the session themselves, so the session guard lets callers through.
  const checkedByHandler = new Set(['outboxRoute']);

  it('is declared on every route, as one of the known kinds', () => {
    expect(routes.length).toBeGreaterThan(200);
    for (const [name, route] of routes) expect(ROUTE_ACCESS, name).toContain(route.access);
  });

  it('is public exactly where no session is asked for, but where the handler checks it', () => {
    for (const [name, route] of routes) {
      if (checkedByHandler.has(name)) {
        expect([name, route.auth, route.access === 'public']).toEqual([name, 'public', false]);
      } else {
        expect([name, route.access === 'public']).toEqual([name, route.auth === 'public']);
      }
    }
  });

  it('names a workspace wherever the route takes a `gid` header', () => {
    for (const [name, route] of routes) {
      const gid = route.headers?.shape.gid as z.ZodType | undefined;
      if (!gid || gid.safeParse(undefined).success) continue;
      expect([name, route.access]).toEqual([name, expect.stringMatching(/^(workspace|item):/)]);
    }
  });

  it('takes an Idempotency-Key only where a caller has keys of their own, and says what it answers', () => {
    const keyed = routes.filter(([, route]) => takesIdempotencyKey(route));
    expect(keyed.map(([name]) => name).sort()).toEqual([
      'createArtistRoute',
      'createArtworkRoute',
      'createExhibitionRoute',
      'createItemRoute',
      'createItemsRoute',
      'createRoomRoute',
      'importRoute',
    ]);
    for (const [name, route] of keyed) {
      // Keys are kept by caller; the repeat gets the 200, a second sending under way 409, reuse 400.
      expect([name, route.auth, route.method]).toEqual([name, 'session', 'POST']);
      expect([name, Object.keys(route.responses)]).toEqual([name, expect.arrayContaining(['200', '400', '409'])]);
      expect((route.headers!.shape[IDEMPOTENCY_KEY] as z.ZodType).safeParse(undefined).success).toBe(true);
    }
  });
});

describe('multipart bodies', () => {
  it('puts `data` as JSON in its part and each file in a part of its field, named', async () => {
    const form = multipartForm({
      data: { title: '무제' },
      files: { images: [new File(['a'], 'a.jpg'), new Blob(['bb'])], logo: undefined },
    });
    expect(JSON.parse(form.get('data') as string)).toEqual({ title: '무제' });
    const images = form.getAll('images') as File[];
    expect(images.map((file) => file.name)).toEqual(['a.jpg', 'images']);
    expect(await images[1]!.text()).toBe('bb');
    expect(form.has('logo')).toBe(false);
    expect(multipartForm({}).has('data')).toBe(false);
  });
});

describe('types derived from routes', () => {
  it('give the body, query and result a caller deals with', () => {
    expectTypeOf<RouteBody<typeof createItemRoute>>().toEqualTypeOf<z.input<typeof createItemRoute.body>>();
    expectTypeOf<RouteResult<typeof createItemRoute>>().toEqualTypeOf<InventoryItemDto>();
    expectTypeOf<RouteQuery<typeof inventoryRoute>['sort']>().toEqualTypeOf<
      'idx' | 'newest' | 'oldest' | 'title' | 'year' | 'price' | undefined
    >();
    // The server's view: defaults filled in.
    expectTypeOf<ParsedQuery<typeof inventoryRoute>['page']>().toEqualTypeOf<number>();
    expectTypeOf<RouteFileField<typeof updateGallerySettingRoute>>().toEqualTypeOf<'logo'>();
  });

  it('require `data` where an empty one is refused, and take files by declared field only', () => {
    expectTypeOf<{ files: { images: File } }>().not.toExtend<MultipartInput<typeof createItemRoute>>();
    expectTypeOf<{ data: ArtworkInput }>().toExtend<MultipartInput<typeof createItemRoute>>();
    expectTypeOf<{ files: { images: File[] } }>().toExtend<MultipartInput<typeof createItemsRoute>>();
    expectTypeOf<{ files: { logo: File } }>().toExtend<MultipartInput<typeof updateGallerySettingRoute>>();
    expectTypeOf<{ files: { photo: File } }>().not.toExtend<MultipartInput<typeof updateGallerySettingRoute>>();
  });
});
