import type { ImportFlaggedRow } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { fixesFor, fixOf, issueMessageKey, repeatedFields, reviewColumns, withFix } from './import-review';

const flagged: ImportFlaggedRow[] = [
  { row: 14, values: { title: '봄', price: '12만 오천' }, issues: [{ field: 'price', code: 'number' }] },
  { row: 90, values: { title: '여름', year: '20x1' }, issues: [{ field: 'year', code: 'year' }] },
  { row: 120, values: {}, issues: [{ field: null, code: 'required' }] },
];

describe('fixes', () => {
  it('keep the latest value of each cell, in the order first corrected', () => {
    let fixes = withFix([], { row: 14, field: 'price', value: '125000' });
    fixes = withFix(fixes, { row: 90, field: 'year', value: '2001' });
    fixes = withFix(fixes, { row: 14, field: 'price', value: '125,000' });
    expect(fixes).toEqual([
      { row: 14, field: 'price', value: '125,000' },
      { row: 90, field: 'year', value: '2001' },
    ]);
    expect(fixOf(fixes, 14, 'price')).toBe('125,000');
    expect(fixOf(fixes, 14, 'year')).toBeUndefined();
  });

  it('drop corrections of fields no column fills any more', () => {
    const fixes = [
      { row: 14, field: 'price' as const, value: '1' },
      { row: 90, field: 'year' as const, value: '2001' },
    ];
    expect(fixesFor(fixes, ['title', null, 'year'])).toEqual([{ row: 90, field: 'year', value: '2001' }]);
  });
});

describe('the review table', () => {
  it('shows the title, then the fields with issues in field order', () => {
    expect(reviewColumns(flagged, ['year', 'title', 'price'])).toEqual(['title', 'year', 'price']);
    expect(reviewColumns(flagged.slice(0, 1), ['price'])).toEqual(['price']);
  });

  it('finds fields two columns are mapped to', () => {
    expect([...repeatedFields(['title', 'price', null, 'price', null])]).toEqual(['price']);
    expect(repeatedFields([null, null]).size).toBe(0);
  });

  it('words an issue for its field', () => {
    expect(issueMessageKey({ field: 'price', code: 'number' })).toBe('priceNumber');
    expect(issueMessageKey({ field: 'width', code: 'number' })).toBe('sizeNumber');
    expect(issueMessageKey({ field: 'editionSize', code: 'number' })).toBe('number');
    expect(issueMessageKey({ field: 'title', code: 'required' })).toBe('titleRequired');
    expect(issueMessageKey({ field: null, code: 'required' })).toBe('required');
    expect(issueMessageKey({ field: 'notes', code: 'too-long' })).toBe('tooLong');
    expect(issueMessageKey({ field: 'title', code: 'invalid' })).toBe('invalid');
    expect(issueMessageKey({ field: null, code: 'invalid' })).toBe('invalidRow');
    expect(issueMessageKey({ field: 'year', code: 'year' })).toBe('year');
  });
});
