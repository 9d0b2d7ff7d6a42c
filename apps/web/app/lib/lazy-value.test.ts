import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyValue } from './lazy-value';

describe('lazyValue', () => {
  it('builds nothing until the value is used, then builds it once', () => {
    let builds = 0;
    const route = lazyValue('route', () => {
      builds += 1;
      return { method: 'GET', path: '/user' };
    });
    expect(builds).toBe(0);
    expect(route.path).toBe('/user');
    expect(route.method).toBe('GET');
    expect(builds).toBe(1);
  });

  it('stands in for a zod schema: parses, refuses, extends and answers instanceof as the schema does', () => {
    const eager = z.object({ name: z.string().min(1), year: z.number().int().optional() });
    const lazy = lazyValue('work', () => z.object({ name: z.string().min(1), year: z.number().int().optional() }));

    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(lazy.parse({ name: 'Moon jar', year: 2024 })).toEqual({ name: 'Moon jar', year: 2024 });
    expect(lazy.safeParse({ name: '' }).error?.issues).toEqual(eager.safeParse({ name: '' }).error?.issues);
    expect(Object.keys(lazy.shape)).toEqual(['name', 'year']);
    // Built into other schemas, as the contract's modules do with one another's.
    const wrapped = z.object({ work: lazy }).extend({ note: z.string() });
    expect(wrapped.safeParse({ work: { name: 'Moon jar' }, note: 'x' }).success).toBe(true);
    expect(wrapped.safeParse({ work: { name: '' }, note: 'x' }).success).toBe(false);
    expect(lazy.extend({ note: z.string() }).parse({ name: 'a', note: 'b' })).toEqual({ name: 'a', note: 'b' });
  });

  it('forwards writes, deletes, keys and spreads to the value', () => {
    const made = { a: 1, b: 2 } as Record<string, number>;
    const lazy = lazyValue('shape', () => made);
    lazy.c = 3;
    delete lazy.a;
    expect(made).toEqual({ b: 2, c: 3 });
    expect('b' in lazy).toBe(true);
    expect(Object.keys(lazy)).toEqual(['b', 'c']);
    expect({ ...lazy }).toEqual({ b: 2, c: 3 });
  });

  it('refuses, by name, what a stand-in cannot be: arrays, sets and other built-ins', () => {
    const list = lazyValue('IDS', () => ['a', 'b']);
    expect(() => Object.keys(list)).toThrow('lazyValue: IDS is not a plain object or a zod schema');
    const names = lazyValue('RESERVED', () => new Set(['admin']));
    expect(() => names.has('admin')).toThrow('lazyValue: RESERVED is not a plain object or a zod schema');
  });
});
