import type { Database } from '../db/client.js';
import { contentChanges } from '../db/schema/index.js';
import { newId } from './ids.js';

/** What platform admins change of the platform's own content (ADR 033). */
export type ContentSubject = 'blog_post' | 'opportunity';
export type ContentAction = 'create' | 'update' | 'delete';

/**
 * Records who changed what and when, in the transaction of the change itself, so there is no
 * change without its record and no record of a change that was rolled back.
 */
export async function recordContentChange(
  tx: Database,
  change: { subject: ContentSubject; subjectId: string; action: ContentAction; actorId: string },
): Promise<void> {
  await tx.insert(contentChanges).values({ id: newId(), ...change });
}
