import { z } from 'zod';
import { idText, text } from '../input.js';
import { emailSchema, localeSchema } from './user.schemas.js';

/**
 * Visitor messages and leads (SPEC.md §3 "Visitor message: gid, message, answers" and "Lead:
 * email, name, phone, memo, locale, vmids"), and the workspace's inbox of both. ADR 018.
 */

/** The longest message a visitor may send (characters). */
export const VISITOR_MESSAGE_MAX = 5000;
/** The longest reply a member may send a visitor (characters). */
export const VISITOR_REPLY_MAX = 5000;
/** Questions a form may carry answers to. */
export const VISITOR_ANSWERS_MAX = 20;
/** Earlier messages a lead may name in `vmids`. */
export const VISITOR_VMIDS_MAX = 20;
/** Messages a bulk inbox change (mark, delete) may name at once. */
export const INBOX_BULK_MAX = 200;

/** Where a visitor wrote from: the kind of public page, and its id or path. */
export const VISITOR_SOURCE_KINDS = ['room', 'exhibition', 'website', 'artwork', 'showcase'] as const;
export type VisitorSourceKind = (typeof VISITOR_SOURCE_KINDS)[number];

/** Inbox states: new (unread), seen (read), put away (archived). */
export const INBOX_STATUSES = ['unread', 'read', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** What the inbox holds: a visitor's message, or a lead (an address left to hear back). */
export const INBOX_KINDS = ['message', 'lead'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * A path on this site (`/showcase/…`, `/web/…`): it starts with one `/`, so it can be shown as a
 * link without becoming a link elsewhere (`//evil.example`, `javascript:`).
 */
export const sitePathSchema = text()
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site, starting with a single /');

/** Where a message or lead came from. */
export const visitorSourceSchema = z.object({
  kind: z.enum(VISITOR_SOURCE_KINDS),
  /** The room's, exhibition's, website's or work's id. */
  id: idText().optional(),
  /** The public page's path the visitor was on. */
  path: sitePathSchema.optional(),
});
export type VisitorSource = z.infer<typeof visitorSourceSchema>;

/** Answers to a form's questions, by question: `{ "budget": "under 5M KRW" }`. */
export const visitorAnswersSchema = z
  .record(text().trim().min(1).max(100), text().trim().max(2000))
  .refine((answers) => Object.keys(answers).length <= VISITOR_ANSWERS_MAX, {
    message: `at most ${VISITOR_ANSWERS_MAX} answers`,
  });

/**
 * The honeypot: a field people never see (it is hidden from them and from screen readers) and
 * form-filling robots fill in. A request with it filled is answered as if accepted and stores
 * nothing (ADR 018).
 */
const honeypot = { homepage: text().max(500).optional() };

/** Optional extras beside the spec's fields: where the visitor was, which work they asked about. */
const context = {
  source: visitorSourceSchema.optional(),
  /** The work the visitor asked about; it must be one of the workspace's. */
  aid: idText().optional(),
};

const optionalLine = (max: number) => text().trim().max(max).optional();

/** `POST /visitor/message`: the spec's `{gid, message, answers}`, plus who to answer and where from. */
export const visitorMessageInputSchema = z.object({
  gid: idText(),
  message: text().trim().min(1).max(VISITOR_MESSAGE_MAX),
  answers: visitorAnswersSchema.default({}),
  /** The visitor's name, to greet them in a reply. */
  name: optionalLine(100),
  /** Where a reply goes; without it the message cannot be answered by mail. */
  email: emailSchema.optional(),
  locale: localeSchema.optional(),
  ...context,
  ...honeypot,
});

/**
 * `POST /visitor/lead`: the spec's `{gid, email, name, phone, memo, locale, vmids}`. `vmids` are
 * the ids of messages the same visitor sent this workspace just before (answers of
 * `POST /visitor/message`), so the lead and its messages are read together; ids that are not
 * this workspace's messages are left out.
 */
export const visitorLeadInputSchema = z.object({
  gid: idText(),
  email: emailSchema,
  name: optionalLine(100),
  phone: optionalLine(40),
  memo: optionalLine(VISITOR_MESSAGE_MAX),
  locale: localeSchema.default('ko'),
  vmids: z.array(idText()).max(VISITOR_VMIDS_MAX).default([]),
  ...context,
  ...honeypot,
});

/** The answer to a visitor: received (`vmid`, for a lead's `vmids`). */
export const visitorAcceptedSchema = z.object({ ok: z.literal(true), vmid: z.string() });

/** A reply a member sent a visitor, kept on the message. */
export const inboxReplySchema = z.object({
  message: z.string(),
  at: z.string(),
  uid: z.string(),
  name: z.string(),
});
export type InboxReplyDto = z.infer<typeof inboxReplySchema>;

/** A message or lead in the inbox. */
export const inboxMessageSchema = z.object({
  vmid: z.string(),
  gid: z.string(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  /** The visitor's message (a lead's memo); empty for a lead without one. */
  message: z.string(),
  answers: z.record(z.string(), z.string()),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string().nullable(),
  /** A lead's earlier messages. */
  vmids: z.array(z.string()),
  source: visitorSourceSchema.nullable(),
  /** The work asked about, with its title (null once the work is gone). */
  artwork: z.object({ aid: z.string(), title: z.string(), titleEn: z.string().nullable() }).nullable(),
  replies: z.array(inboxReplySchema),
  createdAt: z.string(),
});
export type InboxMessageDto = z.infer<typeof inboxMessageSchema>;

/** How the inbox list is filtered (besides its page). */
export const inboxFilterSchema = z.object({
  /** Unread, read or archived; without it, everything not archived. */
  status: z.enum(INBOX_STATUSES).optional(),
  kind: z.enum(INBOX_KINDS).optional(),
});

/** A member's reply to a visitor, mailed to their address. */
export const inboxReplyInputSchema = z.object({
  vmid: idText(),
  message: text().trim().min(1).max(VISITOR_REPLY_MAX),
});
