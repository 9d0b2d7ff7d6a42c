import { describe, expect, it } from 'vitest';
import { splitDuration } from './duration.js';

describe('splitDuration', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(59)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(200)).toEqual({ hours: 0, minutes: 3, seconds: 20 });
    expect(splitDuration(3725.9)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});
