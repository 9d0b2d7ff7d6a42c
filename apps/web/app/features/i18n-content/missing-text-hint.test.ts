import { describe, expect, it } from 'vitest';
import { missingTextHint } from './missing-text-hint';

const HINT = 'No English title yet: English readers will see the Korean one.';

describe('the hint under a field of the second language', () => {
  it('shows while the field is blank and its twin is written', () => {
    expect(missingTextHint('', '달항아리', HINT)).toMatchObject({ description: HINT });
    expect(missingTextHint('  ', '달항아리', HINT)).toMatchObject({ description: HINT });
    expect(missingTextHint(null, '달항아리', HINT)).toMatchObject({ description: HINT });
  });

  it('stays away once the field is written, or while both are blank', () => {
    expect(missingTextHint('Moon Jar', '달항아리', HINT)).toEqual({});
    expect(missingTextHint('', '', HINT)).toEqual({});
    expect(missingTextHint(undefined, ' ', HINT)).toEqual({});
  });
});
