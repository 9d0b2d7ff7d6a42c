import { describe, expect, it } from 'vitest';
import { pageParamOf, stateParamOf, withParams } from './list-params';

const params = (text: string) => new URLSearchParams(text);

describe('list parameters of a page address', () => {
  it('reads the page, taking anything odd for the first', () => {
    expect(pageParamOf(params('page=3'))).toBe(3);
    for (const odd of ['', 'page=', 'page=-1', 'page=1.5', 'page=abc', 'page=1e400']) {
      expect(pageParamOf(params(odd)), odd).toBe(0);
    }
  });

  it('reads a state only when it is one', () => {
    expect(stateParamOf(params('state=2'))).toBe(2);
    expect(stateParamOf(params('state=-1'))).toBe(-1);
    expect(stateParamOf(params('state=7'))).toBeUndefined();
    expect(stateParamOf(params('state='))).toBeUndefined();
  });

  it('sets and removes parameters, keeping the others', () => {
    expect(withParams(params('q=kim&page=2'), { page: null, state: '1' }).toString()).toBe('q=kim&state=1');
  });
});
