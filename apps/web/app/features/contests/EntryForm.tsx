import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { CONTEST_STATEMENT_MAX, type ContestDto, type EntryDto, numberFormat } from '@vernissage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { toLocale } from '../../i18n/i18n-options';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { ArtworkPicker } from '../exhibitions/ArtworkPicker';
import { useContractForm } from '../forms/use-contract-form';
import { EntryWorksList } from './EntryWorksList';
import { entryFormSchema, entryValuesFrom, pickedWorkOf, type PickedWork } from './entry-form';
import { useDeleteEntryMutation, useSubmitEntryMutation, useUpdateEntryMutation } from './queries';

/**
 * The workspace's entry to an open contest: works of its inventory (no more than the contest
 * allows) and a statement, checked with the contract's schema. Sends a new entry, or changes the
 * entry until the deadline; its owner may withdraw it.
 */
export function EntryForm({ gid, contest, entry }: { gid: string; contest: ContestDto; entry: EntryDto | null }) {
  const { t, i18n } = useTranslation('contests');
  const language = toLocale(i18n.resolvedLanguage);
  const errorMessage = useErrorMessage();
  const schema = useMemo(() => entryFormSchema(contest.worksAllowed), [contest.worksAllowed]);
  const form = useContractForm({ schema, initialValues: entryValuesFrom(entry), messages: 'contests:entry.fields' });
  const [works, setWorks] = useState<Record<string, PickedWork>>(() =>
    Object.fromEntries((entry?.works ?? []).map((work) => [work.aid, pickedWorkOf(work)])),
  );
  const [dialog, setDialog] = useState<'pick' | 'withdraw' | null>(null);
  const submit = useSubmitEntryMutation(gid);
  const update = useUpdateEntryMutation(gid);
  const withdraw = useDeleteEntryMutation();
  const save = entry ? update : submit;
  const aids = form.values.aids;
  const room = contest.worksAllowed - aids.length;

  const send = form.onSubmit((fields) => {
    const saved = entry
      ? update.mutateAsync({ id: entry.id, contestId: contest.id, ...fields })
      : submit.mutateAsync({ contestId: contest.id, ...fields });
    // The answer's entry replaces this form (keyed by its last change), maybe before the call
    // settles: its promise, unlike a callback of this form's, still says how it went.
    void saved.then(
      () => toast.success({ message: entry ? t('entry.saved') : t('entry.sent') }),
      form.showServerErrors,
    );
  });
  const saveError = hasStatus(save.error, 409) ? t('entry.conflict') : errorMessage(save.error);

  return (
    <SectionCard
      title={entry ? t('entry.editTitle') : t('entry.title')}
      description={t('entry.help', { count: contest.worksAllowed })}
      testId="entry-form-card"
    >
      <form onSubmit={send} noValidate data-testid="entry-form">
        <Stack gap="md">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('entry.works', { count: aids.length, allowed: contest.worksAllowed })}
            </Text>
            <EntryWorksList
              works={aids.map((aid) => works[aid] ?? { aid, title: { ko: aid, en: null }, image: null })}
              onRemove={(aid) =>
                form.setFieldValue(
                  'aids',
                  aids.filter((entryAid) => entryAid !== aid),
                )
              }
              disabled={save.isPending}
            />
            {form.errors.aids && (
              <Text size="sm" c="red.8" role="alert" data-testid="entry-works-error">
                {form.errors.aids}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                onClick={() => setDialog('pick')}
                disabled={room <= 0 || save.isPending}
                data-testid="entry-add-works"
              >
                {t('entry.addWorks')}
              </Button>
            </Group>
          </Stack>
          <Textarea
            label={t('entry.statement')}
            description={t('entry.statementHelp', {
              max: numberFormat(language).format(CONTEST_STATEMENT_MAX),
            })}
            required
            autosize
            minRows={5}
            {...form.getInputProps('statement')}
            data-testid="entry-statement"
          />
          {save.isError && (
            <Alert color="red" role="alert" data-testid="entry-error">
              {saveError}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            {entry?.mine ? (
              <Button variant="subtle" color="red" onClick={() => setDialog('withdraw')} data-testid="entry-withdraw">
                {t('entry.withdraw')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending} data-testid="entry-submit">
              {entry ? t('entry.save') : t('entry.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ArtworkPicker
        gid={gid}
        opened={dialog === 'pick'}
        onClose={() => setDialog(null)}
        chosen={aids}
        chosenLabel={t('entry.inEntry')}
        max={room}
        onAdd={(artworks) => {
          setWorks((current) => ({
            ...current,
            ...Object.fromEntries(artworks.map((artwork) => [artwork.aid, pickedWorkOf(artwork)])),
          }));
          form.setFieldValue('aids', [...aids, ...artworks.map((artwork) => artwork.aid)]);
        }}
      />
      {entry && (
        <ConfirmDialog
          opened={dialog === 'withdraw'}
          onClose={() => setDialog(null)}
          title={t('entry.withdrawTitle')}
          body={t('entry.withdrawBody')}
          confirmLabel={t('entry.withdraw')}
          loading={withdraw.isPending}
          error={withdraw.isError ? errorMessage(withdraw.error) : null}
          onConfirm={() =>
            void withdraw.mutateAsync(entry.id).then(
              () => {
                setDialog(null);
                toast.success({ message: t('entry.withdrawn') });
              },
              // The dialog says what went wrong.
              () => undefined,
            )
          }
          testId="entry-withdraw-confirm"
        />
      )}
    </SectionCard>
  );
}
