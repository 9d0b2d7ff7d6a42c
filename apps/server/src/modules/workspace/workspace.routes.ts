import {
  acceptInvitationRoute,
  createGalleryRoute,
  galleriesRoute,
  galleryRoute,
  invitationsRoute,
  inviteMemberRoute,
  membersRoute,
  myInvitationsRoute,
  removeMemberRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { identityOf } from '../../platform/auth/session-guard.js';
import { registerRoute } from '../../platform/http/register-route.js';
import * as workspaces from './workspace.service.js';

/** Workspaces (`gid`): the caller's galleries, members and invitations. */
export function registerWorkspaceRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, galleriesRoute, ({ request }) => workspaces.listWorkspaces(ctx, identityOf(request)));
  registerRoute(app, galleryRoute, ({ request, headers }) =>
    workspaces.getWorkspace(ctx, identityOf(request), headers.gid),
  );
  registerRoute(app, createGalleryRoute, ({ request, body }) =>
    workspaces.createWorkspace(ctx, identityOf(request), body),
  );
  registerRoute(app, membersRoute, ({ request, headers }) =>
    workspaces.listMembers(ctx, identityOf(request), headers.gid),
  );
  registerRoute(app, inviteMemberRoute, ({ request, headers, body }) =>
    workspaces.invite(ctx, identityOf(request), headers.gid, body),
  );
  registerRoute(app, invitationsRoute, ({ request, headers }) =>
    workspaces.listInvitations(ctx, identityOf(request), headers.gid),
  );
  registerRoute(app, myInvitationsRoute, ({ request }) => workspaces.myInvitations(ctx, identityOf(request)));
  registerRoute(app, acceptInvitationRoute, ({ request, body }) =>
    workspaces.acceptInvitation(ctx, identityOf(request), body.token),
  );
  registerRoute(app, removeMemberRoute, ({ request, headers }) =>
    workspaces.removeMember(ctx, identityOf(request), headers.gid, headers.uid),
  );
}
