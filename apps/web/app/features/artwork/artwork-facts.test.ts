import { describe, expect, it } from 'vitest';
import { dimensionsText } from './artwork-facts';

describe('dimensionsText', () => {
  const format = (value: number) => String(value);

  it('writes the measured sides with their unit', () => {
    expect(dimensionsText({ height: 90, width: 60, depth: 3, unit: 'cm', framed: false, text: null }, format)).toBe(
      '90 × 60 × 3 cm',
    );
    expect(dimensionsText({ height: 20, width: 16, depth: null, unit: 'in', framed: true, text: null }, format)).toBe(
      '20 × 16 in',
    );
  });

  it('is null when no side is measured', () => {
    expect(
      dimensionsText({ height: null, width: null, depth: null, unit: 'cm', framed: false, text: 'variable' }, format),
    ).toBeNull();
  });
});
