import { infoSheetRoute, priceListRoute } from '@vernissage/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { infoSheet, priceList, type PdfFile } from './documents.service.js';

/** RFC 5987 `ext-value` characters: what `encodeURIComponent` leaves as it is, less `'()*!`. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A PDF as a download: an ASCII name for old clients and the real one (RFC 6266 `filename*`). */
function sendPdf(reply: FastifyReply, file: PdfFile): string {
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}"; filename*=UTF-8''${extValue(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.body) as unknown as string;
}

/** Printed documents (ADR 043): a work's info sheet and price lists, as PDF downloads. */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, infoSheetRoute, async ({ identity, query, reply }) =>
    sendPdf(reply, await infoSheet(ctx, identity, query)),
  );
  registerRoute(app, priceListRoute, async ({ identity, query, reply }) =>
    sendPdf(reply, await priceList(ctx, identity, query)),
  );
}
