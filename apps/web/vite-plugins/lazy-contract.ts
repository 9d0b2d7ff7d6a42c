import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The shared package's modules, but its tests and the module that configures zod. */
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/](?!zod-setup\.)[^?]*(?<!\.test)\.ts$/;
const RUNTIME = path.join(import.meta.dirname, '../app/lib/lazy-value.ts');

/** An ESTree node as Vite's parser gives it, with offsets into the code. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** What a chain of calls and reads starts from: `z` for `z.string().min(1)`. */
function rootOf(node: Node): Node {
  let current = node;
  while (current.type === 'CallExpression' || current.type === 'MemberExpression') {
    current = (current.type === 'CallExpression' ? current.callee : current.object) as Node;
  }
  return current;
}

/** Whether evaluating the expression calls something (function bodies are not evaluated). */
function callsSomething(node: Node): boolean {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') return true;
  return Object.values(node).some((value) =>
    Array.isArray(value)
      ? value.some((item) => isNode(item) && callsSomething(item))
      : isNode(value) && callsSomething(value),
  );
}

/**
 * Calls that make something other than a schema or a route: built-ins, and UPPER_CASE data (the
 * contract's lists of ids, `PRICE_BANDS.map(…)`). A `new` expression is never wrapped (a Set's
 * methods refuse a stand-in).
 */
const NOT_A_SCHEMA = /^(?:Object|Array|Symbol|Math|JSON|Number|String|Set|Map|Date|RegExp|[A-Z][A-Z0-9_]*)$/;

/** A schema built by a call (`z.object(…)`, `text()`, `pageQuerySchema.extend(…)`), a route, or a shape of them. */
function buildsSchema(init: Node): boolean {
  if (init.type === 'ObjectExpression') return callsSomething(init);
  if (init.type !== 'CallExpression') return false;
  const root = rootOf(init);
  return root.type === 'Identifier' && !NOT_A_SCHEMA.test(root.name as string);
}

/**
 * Wraps each top-level `const` of a contract module that builds a schema or a route in
 * `lazyValue(name, () => …)`, marked pure so that the bundler also drops the ones nothing uses.
 * `code` is JavaScript (TypeScript already stripped), `program` its syntax tree; null when nothing
 * is wrapped.
 */
function wrapContractConstants(code: string, program: { body: Node[] }): MagicString | null {
  const output = new MagicString(code);
  let wrapped = 0;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init;
      if (!isNode(init) || id.type !== 'Identifier' || !buildsSchema(init)) continue;
      output.appendLeft(init.start, `/*@__PURE__*/ __lazyValue(${JSON.stringify(id.name)}, () => (`);
      output.appendRight(init.end, '))');
      wrapped += 1;
    }
  }
  if (wrapped === 0) return null;
  return output.prepend(`import { lazyValue as __lazyValue } from ${JSON.stringify(RUNTIME)};\n`);
}

/**
 * The browser builds the contract's schemas and routes when a page first uses them, not when the
 * app starts (issue 15, ADR 056). The contract's modules build all of theirs at import, and the
 * modules pages share are imported by the app's shell: every page built some 2,100 zod schemas
 * before it could hydrate — on `/login`, 206 ms of its ~940 ms of scripts at 4× CPU slowdown —
 * where the sign-in page uses 30. Client build only: the server keeps the contract as written.
 */
export function lazyContract(): Plugin {
  return {
    name: 'lazy-contract',
    // After TypeScript is stripped: the transform reads JavaScript.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id.split('?')[0]!)) return null;
      const output = wrapContractConstants(code, this.parse(code) as unknown as { body: Node[] });
      return output && { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
