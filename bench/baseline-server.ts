import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import Fastify from 'fastify';

/**
 * The bare baseline: Fastify with no plugins, answering the same JSON as /api/health and the
 * same HTML bytes as the rendered page (and the same JSON bytes as another answer, at /json), so
 * the ratios show what the platform adds on top. The bytes come in files (`BASELINE_HTML_FILE`,
 * `BASELINE_JSON_FILE`). `/page.br` sends the page compressed once with brotli, as a static file
 * server would.
 */
const fileOr = (name: string, fallback: string) => {
  const file = process.env[`${name}_FILE`];
  return file ? readFileSync(file, 'utf8') : fallback;
};
const html = fileOr('BASELINE_HTML', '<!DOCTYPE html><html></html>');
const json = fileOr('BASELINE_JSON', '{}');
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', uptime: process.uptime() }));
app.get('/page', async (_request, reply) => reply.type('text/html').send(html));
const htmlBrotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
app.get('/page.br', async (_request, reply) =>
  reply.type('text/html').header('content-encoding', 'br').send(htmlBrotli),
);
app.get('/json', async (_request, reply) => reply.type('application/json').send(json));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : 0}`);
