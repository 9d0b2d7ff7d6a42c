import { PROGRESS_OVERLAY_START } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { clampProgress, PROGRESS_CEILING, progressAfterTicks } from './progress';

describe('progressAfterTicks', () => {
  it('starts at 30%', () => {
    expect(PROGRESS_OVERLAY_START).toBe(30);
    expect(progressAfterTicks(0)).toBe(30);
  });

  it('advances every tick without reaching the ceiling', () => {
    const values = Array.from({ length: 40 }, (_, tick) => progressAfterTicks(tick));
    for (let index = 1; index < values.length; index += 1) {
      expect(values[index]).toBeGreaterThanOrEqual(values[index - 1] ?? 0);
    }
    expect(values[1]).toBeGreaterThan(30);
    expect(Math.max(...values)).toBeLessThanOrEqual(PROGRESS_CEILING);
  });
});

describe('clampProgress', () => {
  it('holds values to 0–100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42.4)).toBe(42);
    expect(clampProgress(180)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});
