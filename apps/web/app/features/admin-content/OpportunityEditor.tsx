import { Alert, Badge, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OpportunityDto } from '@vernissage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import {
  emptyOpportunityValues,
  opportunityFormSchema,
  opportunityValuesFrom,
  prepareOpportunity,
} from './opportunity-form';
import { OpportunityFields } from './OpportunityFields';
import { contentKeys, useCreateOpportunityMutation, useUpdateOpportunityMutation } from './queries';

/**
 * A platform admin's opportunity, checked with the contract's schema, its descriptions previewed
 * as they will be published. Creates one when `opportunity` is null; saving a new one opens it.
 */
export function OpportunityEditor({ opportunity }: { opportunity: OpportunityDto | null }) {
  const { t } = useTranslation('adminContent');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOpportunityMutation();
  const update = useUpdateOpportunityMutation(opportunity?.id ?? '');
  const save = opportunity ? update : create;
  const initialValues = useMemo(
    () => (opportunity ? opportunityValuesFrom(opportunity) : emptyOpportunityValues(new Date())),
    [opportunity],
  );
  const form = useContractForm({
    schema: opportunityFormSchema,
    initialValues,
    messages: 'adminContent:opportunities.fields',
    prepare: prepareOpportunity,
  });

  const submit = form.onSubmit((fields) => {
    if (!opportunity) {
      create.mutate(fields, {
        onSuccess: (created) => {
          queryClient.setQueryData(contentKeys.opportunity(created.id), created);
          toast.success({ message: t('opportunities.created') });
          void navigate(`/admin/opportunities/${created.id}`);
        },
        onError: form.showServerErrors,
      });
      return;
    }
    // As in the post editor: the saved one replaces this editor, so the promise says how it went.
    void update.mutateAsync(fields).then((changed) => {
      queryClient.setQueryData(contentKeys.opportunity(changed.id), changed);
      toast.success({ message: t('opportunities.saved') });
    }, form.showServerErrors);
  });

  return (
    <Stack gap="lg" maw={1200}>
      {opportunity && (
        <Group gap="sm">
          <Badge color={opportunity.published ? 'green' : 'gray'} variant="light" data-testid="opportunity-status">
            {opportunity.published ? t('status.published') : t('status.draft')}
          </Badge>
        </Group>
      )}
      <form onSubmit={submit} noValidate data-testid="opportunity-editor">
        <Stack gap="lg">
          <OpportunityFields form={form} />
          {save.isError && (
            <Alert color="red" role="alert" data-testid="opportunity-error">
              {errorMessage(save.error)}
            </Alert>
          )}
          <FormActions
            cancelTo="/admin/opportunities"
            submitLabel={opportunity ? t('actions.save') : t('opportunities.create')}
            loading={save.isPending}
            testId="opportunity-save"
          />
        </Stack>
      </form>
    </Stack>
  );
}
