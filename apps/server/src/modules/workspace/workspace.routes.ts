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
import { registerRoute } from '../../platform/http/register-route.js';
import * as workspaces from './workspace.service.js';

/** Workspaces (`gid`): the caller's galleries, members and invitations. */
export function registerWorkspaceRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, galleriesRoute, ({ identity }) => workspaces.listWorkspaces(ctx, identity));
  registerRoute(app, galleryRoute, ({ identity, headers }) => workspaces.getWorkspace(ctx, identity, headers.gid));
  registerRoute(app, createGalleryRoute, ({ identity, body }) => workspaces.createWorkspace(ctx, identity, body));
  registerRoute(app, membersRoute, ({ identity, headers }) => workspaces.listMembers(ctx, identity, headers.gid));
  registerRoute(app, inviteMemberRoute, ({ identity, headers, body }) =>
    workspaces.invite(ctx, identity, headers.gid, body),
  );
  registerRoute(app, invitationsRoute, ({ identity, headers }) =>
    workspaces.listInvitations(ctx, identity, headers.gid),
  );
  registerRoute(app, myInvitationsRoute, ({ identity }) => workspaces.myInvitations(ctx, identity));
  registerRoute(app, acceptInvitationRoute, ({ identity, body }) =>
    workspaces.acceptInvitation(ctx, identity, body.token),
  );
  registerRoute(app, removeMemberRoute, ({ identity, headers }) =>
    workspaces.removeMember(ctx, identity, headers.gid, headers.uid),
  );
}
