import { importCheckRoute, importRoute, importsRoute, undoImportRoute } from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as imports from './inventory-import.service.js';

/** Spreadsheet import into the inventory (ADR 044); every route is scoped by `gid`. */
export function registerInventoryImportRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, importCheckRoute, ({ identity, headers, data, files }) =>
    imports.checkImport(ctx, identity, headers.gid, data, files),
  );
  registerRoute(app, importRoute, async ({ identity, headers, data, files, request, reply }) => {
    try {
      return await imports.runImport(ctx, identity, headers.gid, data, files);
    } catch (error) {
      if (!(error instanceof imports.RowsRejected)) throw error;
      // The error shape, with the rows the import refused beside it (the contract's 422).
      return reply.status(422).send({
        code: error.code,
        message: error.message,
        details: error.details,
        flagged: error.flagged,
        requestId: request.id,
      }) as never;
    }
  });
  registerRoute(app, importsRoute, ({ identity, headers }) => imports.listImports(ctx, identity, headers.gid));
  registerRoute(app, undoImportRoute, ({ identity, headers, params }) =>
    imports.undoImport(ctx, identity, headers.gid, params.id),
  );
}
