#!/usr/bin/env node
// Type-checks every TypeScript project of the repository with TypeScript 7, the native compiler
// (`typescript-native`), two projects at a time, each on one thread (ADR 065). TypeScript 5.9 stays
// the `typescript` package: typescript-eslint's type-aware rules, openapi-typescript and React
// Router's tooling use its JavaScript API, which TypeScript 7 does not have.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECTS = ['packages/shared', 'packages/sdk', 'apps/server', 'apps/web', '.'];
/** Two at a time, each single-threaded: on two cores a project's extra checkers repeat each other's work. */
const AT_ONCE = 2;

const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

function check(project) {
  return new Promise((resolve) => {
    const args = [tsc, '-p', path.join(project, 'tsconfig.json'), '--singleThreaded'];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const { code, output } = await check(project);
    // Each project's report is printed whole, so two projects' errors never interleave.
    if (output) process.stdout.write(output);
    if (code !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: AT_ONCE }, worker));

if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types checked: ${PROJECTS.length} projects (TypeScript 7)`);
