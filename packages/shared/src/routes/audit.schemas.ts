import { z } from 'zod';
import { idText } from '../input.js';
import { pageQuerySchema } from '../pagination.js';
import { workspaceRoleSchema } from './user.schemas.js';

/**
 * The audit log of a workspace (issue 14, ADR 050): who changed availability, prices,
 * permissions, members, or deleted something, and when. Its owners read it.
 */

/** What the log can be filtered by. */
export const AUDIT_KINDS = ['availability', 'price', 'permission', 'member', 'deletion'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Every action the log records, with the kind it is filed under. */
export const AUDIT_ACTION_KINDS = {
  /** A work's availability (or one of its offers) moved: shared, held, bought, sold, released, set by hand. */
  'availability.changed': 'availability',
  /** Holds ran out and were released by the system. */
  'hold.expired': 'availability',
  /** A work's price, currency or price display was set or changed. */
  'price.changed': 'price',
  /** A spreadsheet import added works, some with prices: one entry per import, not per row. */
  'prices.imported': 'price',
  /** A work's access level (who of the members may see or change it) changed. */
  'access.changed': 'permission',
  /** A member's role changed. */
  'role.changed': 'permission',
  'member.invited': 'member',
  'member.joined': 'member',
  'member.removed': 'member',
  /** A member closed their account and so left the workspace. */
  'member.left': 'member',
  'artwork.trashed': 'deletion',
  'artwork.restored': 'deletion',
  /** A work was deleted for good, 30 days after it went to the trash (the system). */
  'artwork.purged': 'deletion',
  'folder.deleted': 'deletion',
  'exhibition.deleted': 'deletion',
  'viewing-room.deleted': 'deletion',
  'webhook.deleted': 'deletion',
  'api-token.revoked': 'deletion',
} as const satisfies Record<string, AuditKind>;
export type AuditAction = keyof typeof AUDIT_ACTION_KINDS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_KINDS) as AuditAction[];

/** What an entry is about. */
export const AUDIT_SUBJECTS = [
  'artwork',
  'folder',
  'member',
  'invitation',
  'exhibition',
  'viewing-room',
  'webhook',
  'api-token',
  'import',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECTS)[number];

/** Who made a change: a person signed in, an API token acting as its creator, or the system (a job). */
export const AUDIT_ACTOR_KINDS = ['user', 'token', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

const auditPriceSchema = z.object({
  amount: z.number().nullable(),
  currency: z.string(),
  display: z.string(),
});
export type AuditPrice = z.infer<typeof auditPriceSchema>;

/** A change of one offer inside an availability entry (states as in SPEC.md §4; `from` null: a new offer). */
const auditShareMoveSchema = z.object({
  sid: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int(),
  /** The name (or e-mail) of whom the offer is to, when the change was made. */
  recipient: z.string().nullable(),
});
export type AuditShareMove = z.infer<typeof auditShareMoveSchema>;

/**
 * The change itself, small: `from`/`to` for availability states (numbers), access levels
 * (numbers) and roles (strings); `before`/`after` for prices; `role` for members; `count` for
 * imports; `grantee` for an exhibition shared; `shares` for the offers an availability change moved.
 */
export const auditDetailsSchema = z.object({
  from: z.union([z.number(), z.string()]).nullable().optional(),
  to: z.union([z.number(), z.string()]).nullable().optional(),
  before: auditPriceSchema.nullable().optional(),
  after: auditPriceSchema.nullable().optional(),
  role: workspaceRoleSchema.nullable().optional(),
  count: z.number().int().optional(),
  /** The other workspace an exhibition is shared with (its name then). */
  grantee: z.string().optional(),
  shares: z.array(auditShareMoveSchema).optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** One entry of the log, newest first in its pages. */
export const auditEventSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    kind: z.enum(AUDIT_KINDS),
    action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]),
    actor: z.object({
      kind: z.enum(AUDIT_ACTOR_KINDS),
      /** Null for the system, and once the person's account is gone. */
      uid: z.string().nullable(),
      /** Their name when they made the change; null for the system. */
      name: z.string().nullable(),
      /** Set when the change was made with an API token; null once the token is gone. */
      tokenId: z.string().nullable(),
    }),
    subject: z.object({
      type: z.enum(AUDIT_SUBJECTS),
      id: z.string().nullable(),
      /** Its name when the change was made (a work's title, a member's name or e-mail). */
      label: z.string().nullable(),
    }),
    details: auditDetailsSchema,
  })
  .meta({ id: 'AuditEvent' });
export type AuditEventDto = z.infer<typeof auditEventSchema>;

/** `?page&size`, and optionally one kind and one work (`aid`). */
export const auditQuerySchema = pageQuerySchema.extend({
  kind: z.enum(AUDIT_KINDS).optional(),
  aid: idText().optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
