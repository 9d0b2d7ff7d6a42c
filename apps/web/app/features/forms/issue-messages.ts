import { ApiError, ErrorCode, numberFormat } from '@vernissage/shared';
import type { z } from 'zod';

/**
 * What is wrong with a field, named the same whichever schema found it; each has its sentence in
 * `common:validation.<problem>`, and a form may say it its own way in `<messages>.<path>.<problem>`.
 */
export type Problem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'notPositive'
  | 'tooBig'
  | 'tooFew'
  | 'tooMany'
  | 'integer'
  | 'email'
  | 'url'
  | 'format'
  | 'custom'
  | 'invalid';

/** One field's problem: where (a form path such as `edition.size`), what, and the limit it broke. */
export interface FieldProblem {
  path: string;
  /** A `Problem`, or the `problem` a form's own refinement names in its params (e.g. `mismatch`). */
  problem: string;
  limit?: number;
}

/**
 * Problems about the shape of a value, which a field's own `invalid` sentence also covers; so is a
 * refinement's (`custom`), for a form that words it as `invalid`.
 */
const FORMAT_PROBLEMS = new Set(['email', 'url', 'format', 'custom', 'invalid']);

/** The form path of an issue path: up to the first list index (`tags.2` is the `tags` input). */
export function formPath(path: readonly PropertyKey[]): string {
  const end = path.findIndex((segment) => typeof segment === 'number');
  return (end === -1 ? path : path.slice(0, end)).map(String).join('.');
}

/** The value at an issue path inside a form's input. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** The limit of a too-small or too-big issue, when it is a number. */
function limitOf(issue: { minimum?: unknown; maximum?: unknown }): number | undefined {
  const limit = issue.minimum ?? issue.maximum;
  return typeof limit === 'number' ? limit : typeof limit === 'bigint' ? Number(limit) : undefined;
}

/**
 * What a schema issue means for the person filling in the form. A field left empty is `required`
 * whatever the schema said about it (no type, a refinement, or a string shorter than 1). A
 * refinement that names no problem is `custom` (zod's code), so a form can word the rule itself
 * (`exhibitions:editor.fields.endDate.custom`, "the end must not come before the start").
 */
export function problemOf(issue: z.core.$ZodIssue, input: unknown): FieldProblem {
  const path = formPath(issue.path);
  const value = valueAt(input, issue.path);
  const named = issue.code === 'custom' ? (issue.params as { problem?: unknown } | undefined)?.problem : undefined;
  if (typeof named === 'string') return { path, problem: named };
  if (value === undefined || value === null) return { path, problem: 'required' };
  const limit = limitOf(issue as { minimum?: unknown; maximum?: unknown });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return { path, problem: limit !== undefined && limit > 1 ? 'tooShort' : 'required', limit };
      if (issue.origin === 'array' || issue.origin === 'set') return { path, problem: 'tooFew', limit };
      return { path, problem: issue.inclusive === false ? 'notPositive' : 'tooSmall', limit };
    case 'too_big':
      if (issue.origin === 'string') return { path, problem: 'tooLong', limit };
      if (issue.origin === 'array' || issue.origin === 'set') return { path, problem: 'tooMany', limit };
      return { path, problem: 'tooBig', limit };
    case 'invalid_type':
      return { path, problem: issue.expected === 'int' ? 'integer' : 'invalid' };
    case 'invalid_format':
      return { path, problem: issue.format === 'email' ? 'email' : issue.format === 'url' ? 'url' : 'format' };
    case 'custom':
      return { path, problem: 'custom' };
    default:
      return { path, problem: 'invalid' };
  }
}

/** What the translation function must offer: a list of keys to try in order, with values. */
export interface Translator {
  t: (keys: string[], options: Record<string, unknown>) => string;
  language: string;
}

/**
 * The sentence for a field's problem: the form's own (`<messages>.<path>.<problem>`, then its
 * `<path>.invalid` for problems of shape), else the common one; limits in the reader's digits.
 */
export function problemMessage(i18n: Translator, { path, problem, limit }: FieldProblem, messages?: string): string {
  const keys: string[] = [];
  if (messages && path) {
    keys.push(`${messages}.${path}.${problem}`);
    if (FORMAT_PROBLEMS.has(problem)) keys.push(`${messages}.${path}.invalid`);
  }
  keys.push(`common:validation.${problem}`, 'common:validation.invalid');
  const number = limit === undefined ? '' : numberFormat(i18n.language).format(limit);
  return i18n.t(keys, { limit: number });
}

/**
 * The fields a 400 validation answer names, by their form path (`body.data.edition.size` is
 * `edition.size`, `headers.email` is `email`), each as an `invalid` problem: the server's own
 * words are English and for developers.
 */
export function serverProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.validation) return [];
  const seen = new Set<string>();
  return (error.details ?? []).flatMap((issue) => {
    const segments = issue.field.replace(/^(body\.data|body|headers|query|params)\./, '').split('.');
    const path = formPath(segments.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)));
    if (!path || seen.has(path)) return [];
    seen.add(path);
    return [{ path, problem: 'invalid' }];
  });
}
