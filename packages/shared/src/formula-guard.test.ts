import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './formula-guard.js';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('defuses %j', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });

  it.each(['달항아리', 'Moon Jar', 'a=b', ' =1', '', "'already text", '100 x 80'])('leaves %j as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});
