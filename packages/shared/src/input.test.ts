import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDefinition } from './contract.js';
import * as contract from './index.js';
import {
  INT32_MAX,
  INT32_MIN,
  MONEY_MAX,
  idText,
  int32FromText,
  money,
  oauthToken,
  storableUrl,
  text,
} from './input.js';

describe('request value helpers', () => {
  it('text refuses U+0000 wherever it sits, and keeps its other checks', () => {
    const name = text().trim().min(1).max(5);
    expect(name.parse('  ab ')).toBe('ab');
    for (const value of ['\u0000', 'a\u0000', '\u0000b']) {
      expect(name.safeParse(value).error?.issues[0]?.message).toBe('must not contain NUL characters');
    }
    expect(name.safeParse('abcdefg').success).toBe(false);
    expect(idText().safeParse('x'.repeat(101)).success).toBe(false);
    expect(storableUrl().safeParse('https://example.test/a\u0000b').success).toBe(false);
    expect(storableUrl().safeParse('https://example.test/a').success).toBe(true);
  });

  it('int32FromText accepts exactly the range of an integer column', () => {
    expect(int32FromText().parse(String(INT32_MAX))).toBe(INT32_MAX);
    expect(int32FromText().parse(String(INT32_MIN))).toBe(INT32_MIN);
    for (const value of ['3000000000', String(INT32_MAX + 1), String(INT32_MIN - 1), 'NaN', 'Infinity', '1.5']) {
      expect(int32FromText().safeParse(value).success, value).toBe(false);
    }
  });

  it('money fits numeric(14, 2)', () => {
    expect(money().parse(MONEY_MAX)).toBe(MONEY_MAX);
    expect(money().safeParse(1e12).success).toBe(false);
    expect(money().safeParse(-1).success).toBe(false);
  });

  it('an OAuth token is visible ASCII of a bounded length', () => {
    expect(oauthToken().safeParse('ya29.a0-AbC_def~123/+=').success).toBe(true);
    expect(oauthToken().safeParse('토큰').success).toBe(false);
    expect(oauthToken().safeParse('a\u0000').success).toBe(false);
    expect(oauthToken().safeParse('a'.repeat(10_000)).success).toBe(false);
  });
});

// ——— every route of the contract ———

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}

const routes = (Object.values(contract) as unknown[]).filter(
  (value): value is RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value,
);

/** The values of a request part that PostgreSQL could refuse: unbounded numbers and strings. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unbounded(branch, path));
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...unbounded(property, `${path}.${key}`));
  if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
  if (schema.const !== undefined || schema.enum) return found;
  const low = schema.minimum ?? schema.exclusiveMinimum;
  if (
    schema.type === 'integer' &&
    !(low !== undefined && low >= INT32_MIN && (schema.maximum ?? Infinity) <= INT32_MAX)
  )
    found.push(`${path}: integer beyond int32`);
  if (schema.type === 'number' && !(low !== undefined && (schema.maximum ?? Infinity) <= MONEY_MAX))
    found.push(`${path}: unbounded number`);
  if (schema.type === 'string' && schema.maxLength === undefined && schema.pattern === undefined)
    found.push(`${path}: unbounded string`);
  return found;
}

describe('the route contract', () => {
  it('bounds every number and string a request carries, so the database never refuses one', () => {
    expect(routes.length).toBeGreaterThan(50);
    const found = routes.flatMap((route) =>
      (['params', 'query', 'headers', 'body'] as const).flatMap((part) => {
        const schema = route[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return unbounded(json, `${route.method} ${route.path} ${part}`);
      }),
    );
    expect(found).toEqual([]);
  });
});
