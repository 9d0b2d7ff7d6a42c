import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FairDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { emptyFairValues, fairFormSchema, fairValuesFrom, prepareFair } from './fair-form';
import { FairFields } from './FairFields';
import { fairKeys, useCreateFairMutation, useUpdateFairMutation } from './queries';

/**
 * The fair's fields, checked with the contract's schema: creates a fair when `fair` is null (and
 * opens it), else changes it. Read-only for those who may only look.
 */
export function FairEditor({ gid, fair, canWrite }: { gid: string; fair: FairDto | null; canWrite: boolean }) {
  const { t } = useTranslation('fairs');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateFairMutation(gid);
  const update = useUpdateFairMutation(gid, fair?.fairId ?? '');
  const save = fair ? update : create;
  const form = useContractForm({
    schema: fairFormSchema,
    initialValues: fair ? fairValuesFrom(fair) : emptyFairValues(),
    messages: 'fairs:form.fields',
    prepare: prepareFair,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        queryClient.setQueryData(fairKeys.one(gid, saved.fairId), saved);
        if (fair) toast.success({ message: t('form.saved') });
        else {
          toast.success({ message: t('form.created', { name: saved.name }) });
          void navigate(`/fairs/${saved.fairId}`);
        }
      },
      onError: form.showServerErrors,
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="fair-editor">
      <SectionCard title={t('form.title')} testId="fair-details">
        <Stack gap="md">
          <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <FairFields form={form} />
          </fieldset>
          {save.isError && (
            <Alert color="red" role="alert" data-testid="fair-error">
              {errorMessage(save.error)}
            </Alert>
          )}
          {canWrite && (
            <Group justify="flex-end" gap="sm">
              {!fair && (
                <Button variant="default" component={Link} to="/fairs" disabled={save.isPending}>
                  {tc('actions.cancel')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending} data-testid="fair-save">
                {fair ? t('form.save') : t('form.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </SectionCard>
    </form>
  );
}
