import { describe, expect, it } from 'vitest';
import { fillPath, toFastifyPath } from './contract.js';

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
