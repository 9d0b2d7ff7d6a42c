import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the site pages find the platform's font (the app ships the same one from @fontsource). */
export const SITE_FONTS_CSS = '/site-assets/fonts.css';
const FONT_PATH = '/site-assets/fonts/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The platform's fixed font for the public sites: Noto Sans KR 400 and 700 as @fontsource ships
 * them, one small woff2 per Unicode range (a page loads only the ranges its text uses), woff2
 * only, served from this process with long caching.
 */
export function registerSiteFonts(app: FastifyInstance) {
  const require = createRequire(import.meta.url);
  const regular = require.resolve('@fontsource/noto-sans-kr/400.css');
  const files = path.join(path.dirname(regular), 'files');
  const css = ['400.css', '700.css']
    .map((name) => fs.readFileSync(path.join(path.dirname(regular), name), 'utf8'))
    .join('\n')
    .replace(/\/\*[^*]*\*\//g, '')
    .replace(
      /url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\), url\([^)]+\) format\('woff'\)/g,
      `url(${FONT_PATH}$1) format('woff2')`,
    )
    // Text never moves when the font arrives: a visit without it cached reads in the system's
    // Korean font, and the next page (the font now cached) in Noto Sans KR (no layout shift).
    .replace(/font-display:\s*swap/g, 'font-display: optional')
    .replace(/\s*\n\s*/g, '');

  app.get(SITE_FONTS_CSS, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(css),
  );
  app.get<{ Params: { file: string } }>(`${FONT_PATH}:file`, (request, reply) => {
    const { file } = request.params;
    // Only the font files themselves: a plain name, no way out of the folder.
    if (!/^noto-sans-kr-[a-z0-9-]+\.woff2$/.test(file)) return reply.code(404).send();
    const stream = fs.createReadStream(path.join(files, file));
    stream.on('error', () => void reply.code(404).send());
    return reply.type('font/woff2').header('cache-control', IMMUTABLE).send(stream);
  });
}
