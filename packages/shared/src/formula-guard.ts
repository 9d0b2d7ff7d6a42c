/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text, never runs: a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading `'`, as OWASP recommends. Every file we write for Excel
 * (CSV and .xlsx on the server, the fair's participant list in the browser) passes its text cells
 * through here; numbers are left as they are.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
