import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idText } from '../input.js';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  INBOX_BULK_MAX,
  INBOX_STATUSES,
  inboxFilterSchema,
  inboxMessageSchema,
  inboxReplyInputSchema,
  visitorAcceptedSchema,
  visitorLeadInputSchema,
  visitorMessageInputSchema,
} from './visitor.schemas.js';

/**
 * SPEC.md §7 Visitors (public: anyone on a public page writes to a workspace) and the
 * workspace's inbox of what they wrote (ours; a session, a member of the workspace). ADR 018.
 */

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const publicErrors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const gid = z.object({ gid: idText() });
const vmids = z.array(idText()).min(1).max(INBOX_BULK_MAX);
const visitors = ['visitors'];
const inbox = ['inbox'];

export const visitorMessageRoute = defineRoute({
  method: 'POST',
  path: '/visitor/message',
  summary: 'A visitor writes to a workspace from a public page (stored, then mailed to its owners and admins)',
  tags: visitors,
  auth: 'public',
  access: 'public',
  body: visitorMessageInputSchema,
  responses: { 200: visitorAcceptedSchema, ...publicErrors },
});

export const visitorLeadRoute = defineRoute({
  method: 'POST',
  path: '/visitor/lead',
  summary: 'A visitor leaves their address (and earlier messages, `vmids`) for the workspace to follow up',
  tags: visitors,
  auth: 'public',
  access: 'public',
  body: visitorLeadInputSchema,
  responses: { 200: visitorAcceptedSchema, ...publicErrors },
});

export const inboxRoute = defineRoute({
  method: 'GET',
  path: '/inbox',
  summary: "The workspace's visitor messages and leads, newest first (without `status`: all but archived)",
  tags: inbox,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  query: pageQuerySchema.extend(inboxFilterSchema.shape),
  responses: { 200: pageOf(inboxMessageSchema), ...errors },
});

export const inboxUnreadRoute = defineRoute({
  method: 'GET',
  path: '/inbox/unread',
  summary: 'How many messages and leads are unread (the menu badge)',
  tags: inbox,
  auth: 'session',
  access: 'workspace:read',
  headers: gid,
  responses: { 200: z.object({ unread: z.number().int() }), ...errors },
});

export const inboxStatusRoute = defineRoute({
  method: 'PUT',
  path: '/inbox/status',
  summary: 'Mark messages read, unread or archived (all of them are the workspace’s, or nothing changes)',
  tags: inbox,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: z.object({ vmids, status: z.enum(INBOX_STATUSES) }),
  responses: { 200: z.object({ changed: z.number().int() }), ...errors },
});

export const inboxReplyRoute = defineRoute({
  method: 'POST',
  path: '/inbox/reply',
  summary: "Reply to a visitor by mail (from the workspace's name, reply-to your address); kept on the message",
  tags: inbox,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  body: inboxReplyInputSchema,
  responses: { 200: inboxMessageSchema, ...errors },
});

export const inboxDeleteRoute = defineRoute({
  method: 'POST',
  path: '/inbox/delete',
  summary: 'Delete messages for good (a privacy request); owners and admins',
  tags: inbox,
  auth: 'session',
  access: 'workspace:manage',
  headers: gid,
  body: z.object({ vmids }),
  responses: { 200: z.object({ deleted: z.number().int() }), ...errors },
});

export const inboxExportRoute = defineRoute({
  method: 'GET',
  path: '/inbox/export',
  summary:
    'The inbox as CSV (UTF-8 with BOM for Excel, CRLF, formulas defused); `gid` in the query so a download link works',
  tags: inbox,
  auth: 'session',
  access: 'workspace:read',
  query: gid.extend(inboxFilterSchema.shape),
  responses: { 200: z.string().meta({ description: 'text/csv' }), ...errors },
});
