import type { SubmissionDto, SubmissionInput, SubmissionType } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import type { ContractFormValues } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import type { ContentOf } from './submission-content';
import { useSubmitMutation } from './queries';

/** How the exhibitor sends a submission: as a draft to finish later, or submitted to the organiser. */
export type SaveAs = 'draft' | 'submitted';

/**
 * Saves the exhibitor's submission of one type: a new one, or its own `submission` changed (the
 * server keeps its type). What `send` is given is the content the type's form checked.
 */
export function useSubmissionSave<T extends SubmissionType>(
  gid: string,
  participantId: string,
  type: T,
  submission: SubmissionDto | null,
) {
  const { t } = useTranslation('fairs');
  const submit = useSubmitMutation(gid);
  const send = (content: ContentOf<T>, submissionStatus: SaveAs, onError?: (error: unknown) => void) =>
    submit.mutate(
      // One of the union's members: `type` and its content go together.
      {
        ...(submission && { id: submission.id }),
        participantId,
        submissionType: type,
        submissionStatus,
        content,
      } as SubmissionInput,
      {
        onSuccess: () =>
          toast.success({ message: t(submissionStatus === 'draft' ? 'submission.savedDraft' : 'submission.sent') }),
        ...(onError && { onError }),
      },
    );
  return {
    send,
    pending: submit.isPending,
    /** What the pending save sends the submission as. */
    sending: submit.isPending ? submit.variables.submissionStatus : null,
    error: submit.isError ? submit.error : null,
  };
}

/** What each submission editor is given: where it belongs, and the exhibitor's submission of its type so far. */
export interface SubmissionEditorProps {
  gid: string;
  participantId: string;
  submission: SubmissionDto | null;
}

/**
 * A submission editor's form (its type's content, checked by the contract's schema) and saving:
 * `handle('draft')` or `handle('submitted')` checks the form and sends it as that.
 */
export function useSubmissionForm<T extends SubmissionType, S extends z.ZodType<ContentOf<T>>>(
  { gid, participantId, submission }: SubmissionEditorProps,
  type: T,
  schema: S,
  initialValues: ContractFormValues<S>,
) {
  const form = useContractForm({ schema, initialValues, messages: 'fairs:submission.fields' });
  const save = useSubmissionSave(gid, participantId, type, submission);
  const handle = (status: SaveAs) =>
    form.onSubmit((content) => save.send(content as ContentOf<T>, status, form.showServerErrors));
  return { form, save, handle };
}
