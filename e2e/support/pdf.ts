import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJs from 'pdfjs-dist';
import type { BrowserContext } from 'playwright-core';
import { SCREENSHOT_DIR } from './browser.js';

/** What pdf.js read from a PDF in the browser: each page's text, size in points, and the first page drawn. */
export interface RenderedPdf {
  pages: string[];
  text: string;
  sizes: [number, number][];
  /** The screenshot of the first page's canvas. */
  screenshot: string;
}

const VIEWER = 'http://pdf-viewer.localhost/';
const require = createRequire(import.meta.url);
const pdfjsBuild = path.dirname(require.resolve('pdfjs-dist/build/pdf.min.mjs'));

/** A blank page that loads pdf.js as a module and exposes it; the routes below serve both from node_modules. */
const VIEWER_HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #e9ecef; } canvas { display: block; margin: 16px auto; box-shadow: 0 1px 6px rgba(0,0,0,.25); }
</style></head><body><script type="module">
import * as pdfjs from './pdf.min.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
window.pdfjs = pdfjs;
// The journeys' browser waits on every page for the app's hydration mark: this page is ready now.
document.documentElement.dataset.hydrated = 'true';
</script></body></html>`;

/**
 * Opens PDF bytes in pdf.js inside the journey's Chromium (CI has no poppler): reads every page's
 * text and size, draws the first page on a canvas and screenshots it as `<name>.png` beside the
 * journeys' other screenshots.
 */
export async function renderPdf(context: BrowserContext, bytes: Buffer, name: string): Promise<RenderedPdf> {
  const page = await context.newPage();
  try {
    await page.route(`${VIEWER}**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      if (file === '' || file === 'index.html') {
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: VIEWER_HTML });
      }
      if (!/^pdf(\.worker)?\.min\.mjs$/.test(file)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: await fs.readFile(path.join(pdfjsBuild, file)),
      });
    });
    await page.setViewportSize({ width: 1000, height: 1300 });
    await page.goto(VIEWER);
    const read = await page.evaluate(async (base64) => {
      const pdfjs = (window as unknown as { pdfjs: typeof PdfJs }).pdfjs;
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const pdf = await pdfjs.getDocument({ data }).promise;
      const pages: string[] = [];
      const sizes: [number, number][] = [];
      for (let number = 1; number <= pdf.numPages; number++) {
        const pdfPage = await pdf.getPage(number);
        const [x0, y0, x1, y1] = pdfPage.view as [number, number, number, number];
        sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
        const content = await pdfPage.getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
        if (number === 1) {
          const viewport = pdfPage.getViewport({ scale: 1.5 });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.id = 'page-1';
          document.body.append(canvas);
          await pdfPage.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
        }
      }
      return { pages, sizes };
    }, bytes.toString('base64'));
    await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
    const screenshot = path.join(SCREENSHOT_DIR, `${name}.png`);
    await page.locator('#page-1').screenshot({ path: screenshot });
    return { ...read, text: read.pages.join('\n'), screenshot };
  } finally {
    await page.close();
  }
}
