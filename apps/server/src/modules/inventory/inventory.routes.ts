import {
  createFolderRoute,
  deleteFolderRoute,
  deleteItemsRoute,
  foldersRoute,
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
import { identityOf } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as inventory from './inventory.service.js';

/** SPEC.md §7 Inventory: records, folders, order, trash. Every route is scoped by `gid`. */
export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, inventoryRoute, ({ request, headers, query }) =>
    inventory.listInventory(ctx, identityOf(request), headers.gid, { ...query, trash: query.trash === 'true' }),
  );
  registerRoute(app, inventoryItemRoute, ({ request, headers }) =>
    inventory.getItem(ctx, identityOf(request), headers.gid, headers.iid),
  );
  registerRoute(app, shareableItemsRoute, ({ request, headers, query }) =>
    inventory.shareableItems(ctx, identityOf(request), headers.gid, query),
  );
  registerRoute(app, itemStateRoute, ({ request, headers, body }) =>
    inventory.setItemState(ctx, identityOf(request), headers.gid, body.iid, body.state),
  );
  registerRoute(app, itemAccessLevelRoute, ({ request, headers, body }) =>
    inventory.setItemAccessLevel(ctx, identityOf(request), headers.gid, body.iid, body.state),
  );
  registerRoute(app, itemsFolderRoute, ({ request, headers, body }) =>
    inventory.moveToFolder(ctx, identityOf(request), headers.gid, body),
  );
  registerRoute(app, itemFolderRoute, async ({ request, headers, body }) => {
    const identity = identityOf(request);
    await inventory.moveToFolder(ctx, identity, headers.gid, { iids: [body.iid], uid: body.uid, fid: body.fid });
    return inventory.getItem(ctx, identity, headers.gid, body.iid);
  });
  registerRoute(app, deleteItemsRoute, ({ request, headers, body }) =>
    inventory.trashItems(ctx, identityOf(request), headers.gid, body.iids),
  );
  registerRoute(app, restoreItemsRoute, ({ request, headers, body }) =>
    inventory.restoreItems(ctx, identityOf(request), headers.gid, body.iids),
  );
  registerRoute(app, reorderRoute, ({ request, headers, body }) =>
    inventory.reorder(ctx, identityOf(request), headers.gid, body.newIdxs),
  );
  registerRoute(app, foldersRoute, ({ request, headers }) =>
    inventory.listFolders(ctx, identityOf(request), headers.gid),
  );
  registerRoute(app, createFolderRoute, ({ request, headers, body }) =>
    inventory.createFolder(ctx, identityOf(request), headers.gid, body),
  );
  registerRoute(app, renameFolderRoute, ({ request, headers, body }) =>
    inventory.renameFolder(ctx, identityOf(request), headers.gid, body),
  );
  registerRoute(app, deleteFolderRoute, ({ request, headers, body }) =>
    inventory.deleteFolder(ctx, identityOf(request), headers.gid, body),
  );
}
