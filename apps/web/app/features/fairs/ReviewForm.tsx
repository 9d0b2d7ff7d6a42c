import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { submissionReviewSchema, type SubmissionDto, type SubmissionStatus } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { reviewsFrom } from './fair-states';
import { useReviewSubmissionMutation } from './queries';

/** The review form: a note to the exhibitor (the contract's field); the button says the decision. */
const reviewFormSchema = z.object(fieldsOf(submissionReviewSchema, ['reviewNote']));

const REVIEW_COLORS: Partial<Record<SubmissionStatus, string>> = {
  in_review: 'cyan',
  approved: 'green',
  changes_requested: 'orange',
  rejected: 'red',
};

/** The organiser reviews a submission: in review, approve, request changes or reject, with a note the exhibitor reads. */
export function ReviewForm({ gid, submission }: { gid: string; submission: SubmissionDto }) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const review = useReviewSubmissionMutation(gid);
  const form = useContractForm({
    schema: reviewFormSchema,
    initialValues: { reviewNote: submission.reviewNote ?? '' },
    messages: 'fairs:review.fields',
  });
  const moves = reviewsFrom(submission.submissionStatus);
  if (moves.length === 0) return null;
  const decide = (submissionStatus: (typeof moves)[number]) =>
    form.onSubmit((values) =>
      review.mutate(
        { id: submission.id, submissionStatus, ...values },
        {
          onSuccess: () => toast.success({ message: t(`review.done.${submissionStatus}`) }),
          onError: form.showServerErrors,
        },
      ),
    )();
  return (
    <Stack gap="xs" data-testid="submission-review">
      <Textarea
        label={t('review.note')}
        description={t('review.noteHelp')}
        autosize
        minRows={2}
        {...form.getInputProps('reviewNote')}
        data-testid="review-note"
      />
      {review.isError && (
        <Alert color="red" role="alert">
          {errorMessage(review.error)}
        </Alert>
      )}
      <Group gap="xs">
        {moves.map((status) => (
          <Button
            key={status}
            size="xs"
            variant="light"
            color={REVIEW_COLORS[status]}
            loading={review.isPending && review.variables.submissionStatus === status}
            disabled={review.isPending}
            onClick={() => decide(status)}
            data-testid={`review-${status}`}
          >
            {t(`review.to.${status}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
