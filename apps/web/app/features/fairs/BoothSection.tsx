import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { boothSchema, ErrorCode, participantUpdateSchema, type ParticipantDetailDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { errorCodeOf } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useUpdateParticipantMutation } from './queries';
import { useBoothTakenMessage } from './use-booth-taken';

/** The booth form: number (required), size and hall, and the section (the contract's fields). */
const boothFormSchema = z.object({ booth: boothSchema, section: participantUpdateSchema.shape.section });

/** The organiser gives the exhibitor a booth (number, size, hall) and a section of the fair, or takes the booth back. */
export function BoothSection({
  gid,
  participant,
  sections,
}: {
  gid: string;
  participant: ParticipantDetailDto;
  sections: readonly string[];
}) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const update = useUpdateParticipantMutation(gid, participant.participantId);
  const form = useContractForm({
    schema: boothFormSchema,
    initialValues: {
      booth: {
        number: participant.booth?.number ?? '',
        size: participant.booth?.size ?? '',
        hall: participant.booth?.hall ?? '',
      },
      section: participant.section ?? '',
    },
    messages: 'fairs:booth.fields',
  });
  const boothTaken = useBoothTakenMessage(gid, participant);
  const saved = () => toast.success({ message: t('booth.saved') });
  // A booth another exhibitor has is said on the number's field; other refusals as before.
  const refused = (number: string) => (error: unknown) => {
    if (errorCodeOf(error) === ErrorCode.boothTaken) {
      void boothTaken(number).then((message) => form.setFieldError('booth.number', message));
    } else {
      form.showServerErrors(error);
    }
  };
  const taken = errorCodeOf(update.error) === ErrorCode.boothTaken;
  return (
    <SectionCard title={t('booth.title')} description={t('booth.intro')} testId="participant-booth">
      <form
        onSubmit={form.onSubmit((values) =>
          update.mutate(values, { onSuccess: saved, onError: refused(values.booth.number) }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label={t('booth.number')}
              required
              {...form.getInputProps('booth.number')}
              data-testid="booth-number"
            />
            <TextInput label={t('booth.size')} {...form.getInputProps('booth.size')} data-testid="booth-size" />
            <TextInput label={t('booth.hall')} {...form.getInputProps('booth.hall')} data-testid="booth-hall" />
          </SimpleGrid>
          <Select
            label={t('booth.section')}
            placeholder={t('booth.noSection')}
            data={[...sections]}
            clearable
            value={form.values.section || null}
            onChange={(value) => form.setFieldValue('section', value ?? '')}
            error={form.errors.section}
            data-testid="booth-section"
          />
          {update.isError && !taken && (
            <Alert color="red" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {participant.booth && (
              <Button
                variant="subtle"
                color="red"
                disabled={update.isPending}
                onClick={() =>
                  update.mutate(
                    { booth: null },
                    { onSuccess: () => form.setFieldValue('booth', { number: '', size: '', hall: '' }) },
                  )
                }
                data-testid="booth-remove"
              >
                {t('booth.remove')}
              </Button>
            )}
            <Button type="submit" loading={update.isPending} data-testid="booth-save">
              {t('booth.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
