import { ErrorCode, NUL_MESSAGE } from '@vernissage/shared';
import { AppError } from '../errors.js';

/**
 * Where the first U+0000 of a request value is (`body.title`, `headers.gid`), if any. Walked with
 * a stack, not recursion: a JSON body may nest thousands of levels deep.
 */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes('\u0000')) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a request that carries one in any of its parts is
 * refused with a 400 naming the field, before anything reads it.
 */
export function refuseNul(parts: Record<string, unknown>): void {
  for (const [root, value] of Object.entries(parts)) {
    const field = findNul(value, root);
    if (field) throw new AppError(ErrorCode.validation, `Invalid request: ${field}`, [{ field, message: NUL_MESSAGE }]);
  }
}

/**
 * The values of a raw body, as far as its content type tells: JSON and form bodies are decoded,
 * anything else is searched byte by byte. A body that does not parse is left to its reader.
 */
export function rawBodyValues(body: Buffer, contentType: string | undefined): unknown {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  try {
    if (type === 'application/json') return JSON.parse(body.toString('utf8')) as unknown;
    if (type === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams(body.toString('utf8'));
      return Object.fromEntries([...form.keys()].map((key) => [key, form.getAll(key)]));
    }
  } catch {
    return undefined;
  }
  return body.includes(0) ? '\u0000' : undefined;
}
