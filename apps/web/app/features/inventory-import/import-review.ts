import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportFix,
  type ImportFlaggedRow,
  type ImportIssue,
  type ImportMapping,
} from '@vernissage/shared';

/**
 * The corrections typed into the review table, as the import options carry them (`fixes`): the
 * latest value per cell (row and field) wins, in the order the cells were first corrected.
 */
export function withFix(fixes: readonly ImportFix[], fix: ImportFix): ImportFix[] {
  const at = fixes.findIndex((entry) => entry.row === fix.row && entry.field === fix.field);
  if (at === -1) return [...fixes, fix];
  return fixes.map((entry, index) => (index === at ? fix : entry));
}

/** The value last typed into a cell, if it was corrected. */
export function fixOf(fixes: readonly ImportFix[], row: number, field: ImportField): string | undefined {
  return fixes.find((entry) => entry.row === row && entry.field === field)?.value;
}

/**
 * The fixes that still mean something under a mapping: a correction of a field no column fills
 * any more would be typed into nothing, and is dropped rather than sent.
 */
export function fixesFor(fixes: readonly ImportFix[], mapping: ImportMapping): ImportFix[] {
  const mapped = new Set(mapping.filter((field) => field !== null));
  return fixes.filter((fix) => mapped.has(fix.field));
}

/** The fields a flagged row has an issue with (issues of the whole row have no field). */
export function issueFieldsOf(row: ImportFlaggedRow): Set<ImportField> {
  return new Set(row.issues.flatMap((issue) => (issue.field ? [issue.field] : [])));
}

/**
 * The columns of the review table: the title (to tell the rows apart) when a column fills it,
 * then every field some flagged row has an issue with, in the order of the field list.
 */
export function reviewColumns(flagged: readonly ImportFlaggedRow[], mapping: ImportMapping): ImportField[] {
  const wanted = new Set<ImportField>();
  if (mapping.includes('title')) wanted.add('title');
  for (const row of flagged) for (const field of issueFieldsOf(row)) wanted.add(field);
  return IMPORT_FIELDS.filter((field) => wanted.has(field));
}

/** Fields more than one column is mapped to (the import would not know which to take). */
export function repeatedFields(mapping: ImportMapping): Set<ImportField> {
  const seen = new Set<ImportField>();
  const repeated = new Set<ImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) repeated.add(field);
    seen.add(field);
  }
  return repeated;
}

/** The sentence of an issue (a key of `inventory:import.issues`); some fields have their own. */
export type IssueMessageKey =
  | 'titleRequired'
  | 'required'
  | 'priceNumber'
  | 'sizeNumber'
  | 'number'
  | 'year'
  | 'currency'
  | 'unit'
  | 'dimensions'
  | 'tooLong'
  | 'edition'
  | 'invalid'
  | 'invalidRow';

/** Which sentence tells an issue: the price's example is a price, a height's a length. */
export function issueMessageKey(issue: ImportIssue): IssueMessageKey {
  switch (issue.code) {
    case 'required':
      return issue.field === 'title' ? 'titleRequired' : 'required';
    case 'number':
      if (issue.field === 'price') return 'priceNumber';
      if (issue.field === 'height' || issue.field === 'width' || issue.field === 'depth') return 'sizeNumber';
      return 'number';
    case 'too-long':
      return 'tooLong';
    case 'invalid':
      return issue.field ? 'invalid' : 'invalidRow';
    default:
      return issue.code;
  }
}
