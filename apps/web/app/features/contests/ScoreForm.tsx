import { Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  CONTEST_MARKS,
  CONTEST_SCORE_MAX,
  CONTEST_SCORE_MIN,
  scoreInputSchema,
  type ScoreDto,
} from '@vernissage/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { useScoreMutation } from './queries';

const scoreFormSchema = z.object(fieldsOf(scoreInputSchema, ['score', 'mark', 'note']));

/** A juror's score (1–10), mark and note on one entry of an open round. */
export function ScoreForm({
  roundId,
  entryId,
  entrantName,
  myScore,
}: {
  roundId: string;
  entryId: string;
  entrantName: string;
  myScore: ScoreDto | null;
}) {
  const { t } = useTranslation('contests');
  const errorMessage = useErrorMessage();
  const id = useId();
  const score = useScoreMutation(roundId);
  const form = useContractForm({
    schema: scoreFormSchema,
    initialValues: { score: myScore?.score ?? '', mark: myScore?.mark ?? 'to_review', note: myScore?.note ?? '' },
    messages: 'contests:score.fields',
  });
  // The saved score replaces this form (keyed by it), maybe before the call settles: its
  // promise, unlike a callback of this form's, still says how it went.
  const save = form.onSubmit((fields) => {
    void score.mutateAsync({ entryId, ...fields }).then(
      () => toast.success({ message: t('score.saved', { name: entrantName }) }),
      (error: unknown) => {
        if (!form.showServerErrors(error)) toast.error({ message: errorMessage(error) });
      },
    );
  });
  return (
    <form onSubmit={save} noValidate aria-labelledby={`${id}-title`} data-testid="score-form">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} id={`${id}-title`}>
            {t('score.title')}
          </Text>
          {myScore && (
            <Text size="sm" c="gray.7" data-testid="score-saved">
              {t('score.yours', { score: myScore.score, mark: t(`marks.${myScore.mark}`) })}
            </Text>
          )}
        </Group>
        <NumberInput
          label={t('score.score', { min: CONTEST_SCORE_MIN, max: CONTEST_SCORE_MAX })}
          min={CONTEST_SCORE_MIN}
          max={CONTEST_SCORE_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          required
          maw={200}
          {...form.getInputProps('score')}
          data-testid="score-value"
        />
        <Radio.Group
          label={t('score.mark')}
          required
          value={form.values.mark}
          onChange={(value) => form.setFieldValue('mark', value)}
          error={form.errors.mark}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {CONTEST_MARKS.map((mark) => (
              <Radio key={mark} value={mark} label={t(`marks.${mark}`)} data-testid={`score-mark-${mark}`} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('score.note')}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
          data-testid="score-note"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={score.isPending} data-testid="score-save">
            {myScore ? t('score.update') : t('score.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
