import {
  answerPage,
  canManageWorkspace,
  ErrorCode,
  pageWindow,
  PermissionLevel,
  type inboxExportRoute,
  type inboxRoute,
  type InboxMessageDto,
  type InboxStatus,
  type ParsedBody,
  type ParsedQuery,
  type visitorLeadRoute,
  type visitorMessageRoute,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { visitorMessageMail, visitorReplyMail } from '../../platform/mail/templates.js';
import { requireAccess } from '../workspace/access.js';
import { queueWebhookEvent, wakeWebhookDeliveries } from '../webhook/webhook.service.js';
import { managerRecipientsOf } from '../workspace/workspace.service.js';
import { inboxCsv, presentInboxMessage } from './visitor.presenter.js';
import * as repo from './visitor.repository.js';

/** The most rows one CSV export carries (newest first). */
export const INBOX_EXPORT_MAX = 10_000;

type MessageInput = ParsedBody<typeof visitorMessageRoute>;
type LeadInput = ParsedBody<typeof visitorLeadRoute>;

/** The inbox, where every mail about a visitor points. */
function inboxUrl(ctx: AppContext): string {
  return `${ctx.config.publicUrl}/inbox`;
}

/**
 * Stores what a visitor wrote, then tells the workspace's owners and admins by mail. The row and
 * the mail are written in one transaction, and the mail is sent after the commit by the mail
 * queue, which retries what the mail server refuses: a mail server that is down loses nothing.
 * A filled honeypot is answered as if accepted, with nothing stored or sent (ADR 018).
 */
async function receive(
  ctx: AppContext,
  input: (MessageInput & { kind: 'message' }) | (LeadInput & { kind: 'lead' }),
): Promise<{ ok: true; vmid: string }> {
  if (input.homepage) return { ok: true, vmid: newId() };
  const gallery = await repo.findGallery(ctx.db, input.gid);
  if (!gallery) throw new AppError(ErrorCode.notFound, 'No such gallery.');
  if (input.aid && !(await repo.isArtworkOf(ctx.db, gallery.id, input.aid))) {
    throw new AppError(ErrorCode.notFound, 'This gallery has no such work.');
  }
  const message = input.kind === 'lead' ? (input.memo ?? '') : input.message;
  let webhooks = 0;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertMessage(tx, {
      id: newId(),
      galleryId: gallery.id,
      kind: input.kind,
      message,
      answers: input.kind === 'message' ? input.answers : {},
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.kind === 'lead' ? (input.phone ?? null) : null,
      locale: input.locale ?? null,
      vmids: input.kind === 'lead' ? await repo.messageIdsOf(tx, gallery.id, input.vmids) : [],
      source: input.source ?? null,
      artworkId: input.aid ?? null,
    });
    const recipients = await managerRecipientsOf(tx, gallery.id);
    const visitor = { kind: input.kind, name: inserted.name, email: inserted.email, message };
    const place = { ko: gallery.name, en: gallery.nameen };
    await queueMail(
      tx,
      recipients.map((to) => visitorMessageMail(to, place, visitor, inboxUrl(ctx))),
    );
    // What the workspace's own inbox shows of it.
    webhooks = await queueWebhookEvent(tx, gallery.id, 'visitor.message', {
      vmid: inserted.id,
      kind: input.kind,
      aid: inserted.artworkId,
      name: inserted.name,
      email: inserted.email,
      message,
    });
    return inserted;
  });
  ctx.jobs.wake(sendMailJob);
  if (webhooks > 0) wakeWebhookDeliveries(ctx);
  if (row.email) ctx.ads.send('Contact', { email: row.email });
  return { ok: true, vmid: row.id };
}

/** `POST /visitor/message`: a visitor writes to a workspace from a public page. */
export function receiveMessage(ctx: AppContext, input: MessageInput) {
  return receive(ctx, { ...input, kind: 'message' });
}

/** `POST /visitor/lead`: a visitor leaves their address for the workspace to follow up. */
export function receiveLead(ctx: AppContext, input: LeadInput) {
  return receive(ctx, { ...input, kind: 'lead' });
}

/**
 * Every member reads and works the inbox (owners, admins and members: answering enquiries is
 * everyday gallery work); the plan's showcase capability bounds it like the public pages the
 * messages come from. Deleting for good is for owners and admins.
 */
async function requireInbox(ctx: AppContext, identity: Identity, gid: string, need: PermissionLevel) {
  return requireAccess(ctx, identity, { gid, area: 'showcase', need });
}

/** Another workspace's (or a made-up) id answers 404 for the whole request, and nothing changes. */
async function requireOwned(ctx: AppContext, gid: string, vmids: readonly string[]) {
  if ((await repo.countOwned(ctx.db, gid, vmids)) !== new Set(vmids).size) {
    throw new AppError(ErrorCode.notFound, 'No such message in this inbox.');
  }
}

export async function listInbox(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  query: ParsedQuery<typeof inboxRoute>,
) {
  await requireInbox(ctx, identity, gid, PermissionLevel.read);
  const { rows, total } = await repo.listMessages(ctx.db, gid, query, pageWindow(query));
  return answerPage(query, rows.map(presentInboxMessage), total);
}

export async function unreadCount(ctx: AppContext, identity: Identity, gid: string) {
  await requireInbox(ctx, identity, gid, PermissionLevel.read);
  return { unread: await repo.countUnread(ctx.db, gid) };
}

export async function markMessages(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: { vmids: string[]; status: InboxStatus },
) {
  await requireInbox(ctx, identity, gid, PermissionLevel.write);
  await requireOwned(ctx, gid, input.vmids);
  return { changed: await repo.setStatus(ctx.db, gid, input.vmids, input.status) };
}

/**
 * Mails a member's reply to the visitor in the workspace's name, with the member's address to
 * answer to, and keeps it on the message. A visitor who left no address cannot be answered (409).
 */
export async function replyTo(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: { vmid: string; message: string },
): Promise<InboxMessageDto> {
  await requireInbox(ctx, identity, gid, PermissionLevel.write);
  const found = await repo.findMessage(ctx.db, gid, input.vmid);
  if (!found) throw new AppError(ErrorCode.notFound, 'No such message in this inbox.');
  if (!found.email) throw new AppError(ErrorCode.conflict, 'This visitor left no e-mail address to reply to.');
  const gallery = await repo.findGallery(ctx.db, gid);
  const reply = {
    message: input.message,
    at: new Date().toISOString(),
    uid: identity.userId,
    name: identity.user.name,
  };
  await ctx.db.transaction(async (tx) => {
    await repo.appendReply(tx, gid, found.id, reply);
    await queueMail(tx, [
      // A visitor has no account to keep a language with: the reply comes in both.
      visitorReplyMail(
        { email: found.email!, locale: null },
        gallery ? { ko: gallery.name, en: gallery.nameen } : 'Vernissage',
        {
          message: input.message,
          replyTo: identity.user.email,
          original: found.message,
        },
      ),
    ]);
  });
  ctx.jobs.wake(sendMailJob);
  const updated = await repo.findMessage(ctx.db, gid, found.id);
  return presentInboxMessage(updated!);
}

/** Deletes messages for good (a visitor's privacy request): owners and admins only. */
export async function deleteMessages(ctx: AppContext, identity: Identity, gid: string, vmids: string[]) {
  const { role } = await requireInbox(ctx, identity, gid, PermissionLevel.write);
  if (!canManageWorkspace(role)) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins of this workspace may delete messages.');
  }
  await requireOwned(ctx, gid, vmids);
  return { deleted: await repo.deleteMessages(ctx.db, gid, vmids) };
}

/** The inbox (as filtered) as a CSV file for a spreadsheet, newest first. */
export async function exportInbox(ctx: AppContext, identity: Identity, query: ParsedQuery<typeof inboxExportRoute>) {
  await requireInbox(ctx, identity, query.gid, PermissionLevel.read);
  const { rows } = await repo.listMessages(ctx.db, query.gid, query, { limit: INBOX_EXPORT_MAX, offset: 0 });
  return inboxCsv(rows);
}
