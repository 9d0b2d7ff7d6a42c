import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ContestDto } from '@vernissage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import {
  contestChanges,
  contestFormSchema,
  contestValuesFrom,
  deadlineChanged,
  emptyContestValues,
  prepareContest,
  worksHeldBy,
} from './contest-form';
import { ContestStatusBadge } from './ContestBadges';
import { ContestFields } from './ContestFields';
import { contestKeys, useCreateContestMutation, useUpdateContestMutation } from './queries';
import { ResultsSection } from './ResultsSection';
import { RoundsSection } from './RoundsSection';

/**
 * A platform admin's contest: its fields (checked with the contract's schema) and, once saved,
 * its jury rounds and results. Creates a contest when `contest` is null; saving a new one opens it.
 */
export function ContestEditor({ contest }: { contest: ContestDto | null }) {
  const { t } = useTranslation('contests');
  const { t: common } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateContestMutation();
  const update = useUpdateContestMutation(contest?.id ?? '');
  const save = contest ? update : create;
  const saved = useMemo(() => (contest ? contestValuesFrom(contest) : emptyContestValues(new Date())), [contest]);
  const form = useContractForm({
    schema: contestFormSchema,
    initialValues: saved,
    messages: 'contests:admin.fields',
    prepare: prepareContest,
  });

  // A limit below what an entry holds is said on its field, with the number the server named.
  const showSaveErrors = (error: unknown) => {
    const held = worksHeldBy(error);
    if (held === null) form.showServerErrors(error);
    else form.setFieldError('worksAllowed', t('admin.fields.worksAllowed.heldByEntries', { limit: held }));
  };

  const submit = form.onSubmit((fields) => {
    if (!contest) {
      create.mutate(fields, {
        onSuccess: (created) => {
          queryClient.setQueryData(contestKeys.one(created.id), created);
          toast.success({ message: t('admin.created', { title: created.title }) });
          void navigate(`/admin/contests/${created.id}`);
        },
        onError: showSaveErrors,
      });
      return;
    }
    // The saved contest replaces this editor (keyed by its last change), maybe before the call
    // settles: its promise, unlike a callback of this editor's, still says how it went.
    void update.mutateAsync(contestChanges(fields, deadlineChanged(form.getValues(), saved))).then((changed) => {
      queryClient.setQueryData(contestKeys.one(changed.id), changed);
      toast.success({ message: t('admin.saved') });
    }, showSaveErrors);
  });
  const saveError =
    worksHeldBy(save.error) !== null
      ? common('errors.validation')
      : hasStatus(save.error, 409)
        ? t('admin.deadlineFixed')
        : errorMessage(save.error);

  return (
    <Stack gap="lg" maw={1000}>
      {contest && (
        <Group gap="sm">
          <ContestStatusBadge contest={contest} />
          <Anchor component={Link} to={`/contests/${contest.id}`} size="sm" data-testid="contest-public-link">
            {t('admin.entrantsView')}
          </Anchor>
        </Group>
      )}
      <form onSubmit={submit} noValidate data-testid="contest-editor">
        <Stack gap="md">
          <ContestFields form={form} />
          {save.isError && (
            <Alert color="red" role="alert" data-testid="contest-error">
              {saveError}
            </Alert>
          )}
          <FormActions
            cancelTo="/admin/contests"
            submitLabel={contest ? t('admin.save') : t('admin.create')}
            loading={save.isPending}
            testId="contest-save"
          />
        </Stack>
      </form>
      {contest && (
        <>
          <RoundsSection contest={contest} />
          <ResultsSection contest={contest} />
        </>
      )}
    </Stack>
  );
}
