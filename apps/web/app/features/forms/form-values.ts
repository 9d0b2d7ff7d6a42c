import { z } from 'zod';

/**
 * How a form holds what a contract schema takes. Inputs never hold null or undefined: a text is
 * `''` while empty, a number `''` (as Mantine's NumberInput gives it), a choice `null` until one
 * is picked. `contractInput` turns the empty ones back into what the schema takes.
 */
type FieldValue<T> = [T] extends [boolean]
  ? boolean
  : [T] extends [readonly unknown[]]
    ? T
    : [T] extends [string]
      ? string extends T
        ? string
        : T | null
      : [T] extends [number]
        ? number extends T
          ? number | ''
          : T | null
        : [T] extends [object]
          ? FormValuesOf<T>
          : T;

/** The values of a form for a contract input type (`z.input` of a route's schema). */
export type FormValuesOf<Input> = {
  -readonly [K in keyof Input as [Exclude<Input[K], undefined>] extends [never] ? never : K]-?: FieldValue<
    Exclude<Input[K], null | undefined>
  >;
};

/** The values of a form for a contract schema. */
export type ContractFormValues<S extends z.ZodType> = FormValuesOf<z.input<S>>;

/** The schema inside optional, nullable, default and readonly wrappers. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType };
    if (!def.innerType || !['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
      return current;
    current = def.innerType;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Whether the schema takes `null` (an optional field that can be cleared). */
function takesNull(schema: z.core.$ZodType): boolean {
  return z.safeParse(schema, null).success;
}

/**
 * The form's values as the contract takes them: an empty or blank text or number, or a choice
 * not made, becomes `null` where the schema takes null (so a cleared field is cleared), else
 * `undefined` (left out, or "required" when the schema needs it). Nested objects follow their own schemas; everything else
 * passes unchanged, for the schema to check.
 */
export function contractInput(schema: z.core.$ZodType, value: unknown): unknown {
  const inner = unwrapped(schema);
  const def = inner._zod.def as { type: string; shape?: Record<string, z.core.$ZodType> };
  if (def.type === 'object' && def.shape && isRecord(value)) {
    const shape = def.shape;
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, field]) => [key, shape[key] ? contractInput(shape[key], field) : field] as const)
        .filter(([, field]) => field !== undefined),
    );
  }
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    return takesNull(schema) ? null : undefined;
  }
  return value;
}

/**
 * Some of an object schema's fields, as a new object schema. (`.pick()` refuses schemas with
 * refinements, such as a body that checks two fields together.)
 */
export function fieldsOf<Shape extends z.ZodRawShape, const K extends keyof Shape & string>(
  schema: { shape: Shape },
  keys: readonly K[],
): { [P in K]: Shape[P] } {
  return Object.fromEntries(keys.map((key) => [key, schema.shape[key]])) as { [P in K]: Shape[P] };
}
