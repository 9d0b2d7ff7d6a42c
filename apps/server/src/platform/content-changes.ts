import type { ContentAction, ContentSubject } from '@vernissage/shared';
import type { Database } from '../db/client.js';
import { contentChanges } from '../db/schema/index.js';
import { newId } from './ids.js';

/**
 * What platform admins change (ADR 033, issue 13): blog posts and opportunities (create, update,
 * delete), featured works (feature, unfeature, reorder) and users (lock, unlock). The subjects and
 * actions are declared once in the contract, where the change log (`GET /admin/changes`) answers them.
 */
export type { ContentAction, ContentSubject };

/** A recorded change: what (and its name then, in Korean and English), which action, by whom. */
export interface ContentChange {
  subject: ContentSubject;
  subjectId: string;
  subjectLabel: string | null;
  subjectLabelEn: string | null;
  action: ContentAction;
  actorId: string;
}

/**
 * Records who changed what and when, in the transaction of the change itself, so there is no
 * change without its record and no record of a change that was rolled back. The subject's name
 * is kept with it, so the log reads right after the subject is renamed or deleted.
 */
export async function recordContentChange(tx: Database, ...changes: ContentChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(contentChanges).values(changes.map((change) => ({ id: newId(), ...change })));
}
