import {
  createFolderRoute,
  deleteFolderRoute,
  deleteItemsRoute,
  foldersRoute,
  inventoryExportRoute,
  inventoryItemRoute,
  inventoryRoute,
  itemAccessLevelRoute,
  itemFolderRoute,
  itemsFolderRoute,
  itemStateRoute,
  renameFolderRoute,
  reorderRoute,
  restoreItemsRoute,
  shareableItemsRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { exportInventory } from './inventory-export.service.js';
import * as inventory from './inventory.service.js';

/** SPEC.md §7 Inventory: records, folders, order, trash. Every route is scoped by `gid`. */
export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, inventoryRoute, ({ identity, headers, query }) =>
    inventory.listInventory(ctx, identity, headers.gid, { ...query, trash: query.trash === 'true' }),
  );
  registerRoute(app, inventoryExportRoute, async ({ identity, query, reply }) => {
    const file = await exportInventory(ctx, identity, query);
    // The file is streamed as it is written; the contract's string stands for its bytes.
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body) as unknown as string;
  });
  registerRoute(app, inventoryItemRoute, ({ identity, headers }) =>
    inventory.getItem(ctx, identity, headers.gid, headers.iid),
  );
  registerRoute(app, shareableItemsRoute, ({ identity, headers, query }) =>
    inventory.shareableItems(ctx, identity, headers.gid, query),
  );
  registerRoute(app, itemStateRoute, ({ identity, headers, body }) =>
    inventory.setItemState(ctx, identity, headers.gid, body.iid, body.state),
  );
  registerRoute(app, itemAccessLevelRoute, ({ identity, headers, body }) =>
    inventory.setItemAccessLevel(ctx, identity, headers.gid, body.iid, body.state),
  );
  registerRoute(app, itemsFolderRoute, ({ identity, headers, body }) =>
    inventory.moveToFolder(ctx, identity, headers.gid, body),
  );
  registerRoute(app, itemFolderRoute, async ({ identity, headers, body }) => {
    await inventory.moveToFolder(ctx, identity, headers.gid, { iids: [body.iid], uid: body.uid, fid: body.fid });
    return inventory.getItem(ctx, identity, headers.gid, body.iid);
  });
  registerRoute(app, deleteItemsRoute, ({ identity, headers, body }) =>
    inventory.trashItems(ctx, identity, headers.gid, body.iids),
  );
  registerRoute(app, restoreItemsRoute, ({ identity, headers, body }) =>
    inventory.restoreItems(ctx, identity, headers.gid, body.iids),
  );
  registerRoute(app, reorderRoute, ({ identity, headers, body }) =>
    inventory.reorder(ctx, identity, headers.gid, body.newIdxs),
  );
  registerRoute(app, foldersRoute, ({ identity, headers }) => inventory.listFolders(ctx, identity, headers.gid));
  registerRoute(app, createFolderRoute, ({ identity, headers, body }) =>
    inventory.createFolder(ctx, identity, headers.gid, body),
  );
  registerRoute(app, renameFolderRoute, ({ identity, headers, body }) =>
    inventory.renameFolder(ctx, identity, headers.gid, body),
  );
  registerRoute(app, deleteFolderRoute, ({ identity, headers, body }) =>
    inventory.deleteFolder(ctx, identity, headers.gid, body),
  );
}
