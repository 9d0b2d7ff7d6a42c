import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { MEMO_MAX, memoInputSchema, type MemoDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionCard } from '../../components/SectionCard';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { useFormatDateTime } from '../workspace/format-date';
import { useAddMemoMutation } from './queries';

/** The memo form: its text (the contract's field; the author and time are the server's). */
const memoFormSchema = z.object(fieldsOf(memoInputSchema, ['content']));

/** The organisers' own notes on a participant, newest first, with who wrote each and when; never shown to the exhibitor. */
export function MemosSection({
  gid,
  participantId,
  memos,
}: {
  gid: string;
  participantId: string;
  memos: readonly MemoDto[];
}) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const at = useFormatDateTime();
  const add = useAddMemoMutation(gid, participantId);
  const form = useContractForm({
    schema: memoFormSchema,
    initialValues: { content: '' },
    messages: 'fairs:memos.fields',
  });
  // ISO instants of one form order as text; compared as such, not by a language's collation.
  const newestFirst = [...memos].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return (
    <SectionCard title={t('memos.title')} description={t('memos.intro')} testId="participant-memos">
      <Stack gap="sm">
        <form
          onSubmit={form.onSubmit(({ content }) =>
            add.mutate(content, { onSuccess: () => form.reset(), onError: form.showServerErrors }),
          )}
          noValidate
        >
          <Stack gap="xs">
            <Textarea
              label={t('memos.new')}
              autosize
              minRows={2}
              maxLength={MEMO_MAX}
              {...form.getInputProps('content')}
              data-testid="memo-content"
            />
            {add.isError && (
              <Alert color="red" role="alert">
                {errorMessage(add.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} data-testid="memo-add">
                {t('memos.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        {newestFirst.length === 0 ? (
          <Text size="sm" c="gray.7" data-testid="memos-empty">
            {t('memos.none')}
          </Text>
        ) : (
          newestFirst.map((memo) => (
            <Paper key={memo.id} withBorder p="sm" bg="yellow.0" data-testid="memo">
              <Text size="xs" c="gray.7" data-testid="memo-author">
                {t('memos.by', { name: memo.authorName ?? t('memos.formerMember'), when: at(memo.createdAt) })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="memo-text">
                {memo.content}
              </Text>
            </Paper>
          ))
        )}
      </Stack>
    </SectionCard>
  );
}
