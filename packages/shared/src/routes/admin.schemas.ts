import { z } from 'zod';
import { pageQuerySchema } from '../pagination.js';

/**
 * The platform admin console (issue 13): users with their lock, the leads of "keep me posted",
 * and the log of what admins changed. Additions to SPEC §7, for platform admins only.
 */

/** What the change log records changes of. */
export const CONTENT_SUBJECTS = ['blog_post', 'opportunity', 'featured_work', 'user'] as const;
export const contentSubjectSchema = z.enum(CONTENT_SUBJECTS);
export type ContentSubject = z.infer<typeof contentSubjectSchema>;

/**
 * What was done: content is created, updated, deleted; works featured, unfeatured, or the staff
 * picks reordered (one entry per save that moved picks); users locked.
 */
export const CONTENT_ACTIONS = [
  'create',
  'update',
  'delete',
  'feature',
  'unfeature',
  'reorder',
  'lock',
  'unlock',
] as const;
export const contentActionSchema = z.enum(CONTENT_ACTIONS);
export type ContentAction = z.infer<typeof contentActionSchema>;

/** Lock (`true`) or unlock (`false`) an account. */
export const userLockSchema = z.object({ locked: z.boolean() });
export type UserLockInput = z.infer<typeof userLockSchema>;

/** An address left through "keep me posted" (`POST /user/lead`). */
export const leadSchema = z
  .object({ email: z.string(), locale: z.string(), createdAt: z.string() })
  .meta({ id: 'Lead' });
export type LeadDto = z.infer<typeof leadSchema>;

/** One recorded change: what, by whom (null once the account is deleted), when. */
export const contentChangeSchema = z
  .object({
    id: z.string(),
    subject: contentSubjectSchema,
    subjectId: z.string(),
    /**
     * The subject's name in Korean (or its only language) and in English: a post's or a work's
     * title, a user's name, as it was when the change was made (older entries: as it is now).
     * Null when it has none, e.g. an older entry whose subject was deleted.
     */
    subjectLabel: z.string().nullable(),
    subjectLabelEn: z.string().nullable(),
    action: contentActionSchema,
    actor: z.object({ uid: z.string(), name: z.string(), email: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: 'ContentChange' });
export type ContentChangeDto = z.infer<typeof contentChangeSchema>;

/** The change log's filter: a page, optionally one subject. */
export const contentChangesQuerySchema = pageQuerySchema.extend({ subject: contentSubjectSchema.optional() });
export type ContentChangesQuery = z.output<typeof contentChangesQuerySchema>;
