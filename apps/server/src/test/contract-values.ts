import * as contract from '@vernissage/shared';
import type { RouteDefinition } from '@vernissage/shared';
import { z } from 'zod';

/**
 * The route contract read as data, for the sweeps that are generated from it (the bad-input
 * fuzz and the isolation sweep): every declared route, its schemas as JSON Schema, and values
 * those schemas accept.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  not?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

function isRoute(value: unknown): value is RouteDefinition {
  const route = value as Partial<RouteDefinition> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    typeof route.method === 'string' &&
    typeof route.path === 'string' &&
    typeof route.responses === 'object'
  );
}

/** Every route the contract declares. */
export const contractRoutes: RouteDefinition[] = (Object.values(contract) as unknown[]).filter(isRoute);

/** `GET /inventory`: how tests and reports name a route. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * A schema as JSON Schema, converted once: the sweeps ask for a route's schemas on every case they
 * make, and converting them each time was 2 of the fuzz's 56 seconds. Read-only to its callers.
 */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  let converted = jsonSchemas.get(schema);
  if (!converted) {
    converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemas.set(schema, converted);
  }
  return converted;
}
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** Where a generated value's choices come from: a seeded PRNG in the fuzz, fixed picks in the sweep. */
export interface ValueChoices {
  /** Values the test data makes real, by field name, so that requests reach past "not found". */
  ids: Record<string, string[]>;
  pick<T>(values: readonly T[]): T;
  int(max: number): number;
  /** Whether an optional object property is sent. */
  optional(name: string): boolean;
}

/** A value the schema accepts (as far as JSON Schema tells). */
export function validValue(schema: JsonSchema | undefined, choices: ValueChoices, key = ''): Json {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum) return choices.pick(schema.enum) as Json;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((branch) => branch.type !== 'null');
    return validValue(choices.pick(nonNull.length > 0 ? nonNull : branches), choices, key);
  }
  if (schema.allOf) return validValue(schema.allOf[0], choices, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: JsonObject = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property.not) continue; // z.never(): a field that must be absent
        if (required.has(name) || choices.optional(name)) value[name] = validValue(property, choices, name);
      }
      return value;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 1 + choices.int(2)));
      return Array.from({ length: count }, () => validValue(schema.items, choices, key.replace(/s$/, '')));
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -10);
      const max = Math.min(schema.maximum ?? 100, min + 100);
      return min + choices.int(max - min + 1);
    }
    case 'boolean':
      return choices.int(2) === 1;
    case 'string':
      return validString(schema, choices, key);
    default:
      return 'x';
  }
}

function validString(schema: JsonSchema, choices: ValueChoices, key: string): string {
  const ids = choices.ids[key];
  if (ids) return choices.pick(ids);
  if (schema.format === 'email') return `fuzz${choices.int(1_000_000)}@example.test`;
  if (schema.format === 'date-time') return new Date(Date.UTC(2030, 0, 1 + choices.int(300))).toISOString();
  if (schema.format === 'uri') return 'https://example.test/page';
  if (schema.pattern?.includes('[0-9 -]')) return '+82 10 1234 5678';
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
  return 'fuzz text value'.padEnd(length, 'x').slice(0, length);
}

export const jsonText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Percent-encodes the UTF-8 bytes of a path segment, sub-delimiters included (lone surrogates
 * become U+FFFD, as on the wire: with the u flag the class matches only unpaired ones).
 */
export const encodeSegment = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
