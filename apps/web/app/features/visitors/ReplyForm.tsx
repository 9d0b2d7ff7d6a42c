import { Button, Stack, Textarea } from '@mantine/core';
import { inboxReplyRoute, VISITOR_REPLY_MAX, type InboxMessageDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/toast';
import { useFailureToast } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { useReplyMutation } from './queries';

const replySchema = z.object(fieldsOf(inboxReplyRoute.body, ['message']));

/** A reply to a visitor by mail, in the gallery's name, answered to the member (`POST /inbox/reply`). */
export function ReplyForm({ gid, message }: { gid: string; message: InboxMessageDto }) {
  const { t } = useTranslation('visitors');
  const failureToast = useFailureToast();
  const reply = useReplyMutation(gid);
  const form = useContractForm({ schema: replySchema, initialValues: { message: '' } });
  const submit = form.onSubmit((values) =>
    reply.mutate(
      { vmid: message.vmid, ...values },
      {
        onSuccess: () => {
          form.reset();
          toast.success({ message: t('inbox.reply.sent', { email: message.email ?? '' }) });
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) failureToast(error);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('inbox.reply.label')}
          description={t('inbox.reply.help')}
          autosize
          minRows={4}
          maxLength={VISITOR_REPLY_MAX}
          {...form.getInputProps('message')}
          data-testid="inbox-reply-text"
        />
        <Button
          type="submit"
          loading={reply.isPending}
          style={{ alignSelf: 'flex-end' }}
          data-testid="inbox-reply-send"
        >
          {t('inbox.reply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
