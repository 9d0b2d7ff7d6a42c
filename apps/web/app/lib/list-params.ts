import { ARTWORK_STATES } from '@vernissage/shared';

/**
 * A list's page and filters live in the page address, so the loader renders the page asked for
 * (not always the first), and back, reload and a shared link keep it.
 */

/** The page of a list in a page address (`?page=2`, 0-based as the API counts); anything odd is the first. */
export function pageParamOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** An availability state in a page address (`?state=2`), when it names one. */
export function stateParamOf(params: URLSearchParams): number | undefined {
  const text = params.get('state');
  const state = Number(text);
  return text && (ARTWORK_STATES as readonly number[]).includes(state) ? state : undefined;
}

/** The address with some parameters set, and those given `null` (their defaults) left out. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
