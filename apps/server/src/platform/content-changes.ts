import type { ContentAction, ContentSubject } from '@vernissage/shared';
import type { Database } from '../db/client.js';
import { contentChanges } from '../db/schema/index.js';
import { newId } from './ids.js';

/**
 * What platform admins change (ADR 033, issue 13): blog posts and opportunities (create, update,
 * delete), featured works (feature, unfeature) and users (lock, unlock). The subjects and actions
 * are declared once in the contract, where the change log (`GET /admin/changes`) answers them.
 */
export type { ContentAction, ContentSubject };

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
