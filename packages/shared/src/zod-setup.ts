import { config } from 'zod';

// In the browser the page's policy forbids eval, and zod probes for it (`new Function`) when it
// builds its first object schema, which the browser refuses and reports as a policy violation.
// Set before any schema of this package is built (index.ts imports this first). The server keeps
// zod's compiled parsers.
if (typeof document !== 'undefined') config({ jitless: true });
