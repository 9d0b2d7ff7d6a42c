const blank = (text: string | null | undefined) => !text || text.trim() === '';

/**
 * Props for one field of a text kept in two languages (`title` | `titleEn`): while it is blank and
 * its twin is not, a hint under it says which text its readers will see instead (issue 18).
 */
export function missingTextHint(value: string | null | undefined, twin: string | null | undefined, hint: string) {
  if (!blank(value) || blank(twin)) return {};
  return {
    description: hint,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
}
