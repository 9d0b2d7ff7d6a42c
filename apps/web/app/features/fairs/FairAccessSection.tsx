import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { fairAccessRoute, type FairAccessLevel, type FairDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { nameOf, useTextIn } from '../i18n-content/text-in';
import { useFairAccessMutation } from './queries';

/** The grant form: another workspace's id and what it becomes to the fair (the contract's fields). */
const grantFormSchema = z.object(fieldsOf(fairAccessRoute.body, ['gid', 'accessLevel']));

/**
 * Who else the fair is open to: galleries and artists invited to apply (even outside the window)
 * and fair workspaces that co-organise it. Grants by workspace id; each can be taken back.
 */
export function FairAccessSection({ gid, fair }: { gid: string; fair: FairDto }) {
  const { t } = useTranslation('fairs');
  const errorMessage = useErrorMessage();
  const textIn = useTextIn();
  const access = useFairAccessMutation(gid);
  const form = useContractForm({
    schema: grantFormSchema,
    initialValues: { gid: '', accessLevel: 'invited' },
    messages: 'fairs:access.fields',
  });
  const change = (grantee: string, accessLevel: FairAccessLevel) =>
    access.mutate(
      { fid: fair.fairId, gid: grantee, accessLevel },
      {
        onSuccess: () => {
          form.setFieldValue('gid', '');
          toast.success({ message: t(`access.done.${accessLevel}`) });
        },
      },
    );
  const error = !access.isError
    ? null
    : hasStatus(access.error, 404)
      ? t('access.unknownError')
      : hasStatus(access.error, 400)
        ? t('access.kindError')
        : errorMessage(access.error);
  return (
    <SectionCard title={t('access.title')} description={t('access.intro')} testId="fair-access">
      <Stack gap="md">
        {fair.grants.length === 0 ? (
          <Text size="sm" data-testid="fair-grants-none">
            {t('access.none')}
          </Text>
        ) : (
          // Rows that wrap rather than a table: on a phone the name takes the line and the level
          // and the button go under it, never past the card's edge.
          <Stack gap="xs" data-testid="fair-grants">
            {fair.grants.map((grant) => {
              const name = textIn(nameOf(grant));
              return (
                <Paper key={grant.gid} withBorder p="xs" data-testid="fair-grant">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} miw={0} flex="1 1 160px" style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" c="gray.7">
                        {grant.level === 'organiser' ? t('access.organiser') : t('access.invited')}
                      </Text>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={access.isPending && access.variables.gid === grant.gid}
                        disabled={access.isPending}
                        onClick={() => change(grant.gid, 'none')}
                        aria-label={t('access.revokeFrom', { name })}
                        data-testid="fair-grant-revoke"
                      >
                        {t('access.revoke')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        <form onSubmit={form.onSubmit((values) => change(values.gid, values.accessLevel))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('access.gid')}
              description={t('access.gidHelp')}
              {...form.getInputProps('gid')}
              maxLength={100}
              data-testid="fair-access-gid"
            />
            <SegmentedControl
              value={form.values.accessLevel ?? 'invited'}
              onChange={(value) => form.setFieldValue('accessLevel', value)}
              aria-label={t('access.level')}
              data={[
                { value: 'invited', label: t('access.invite') },
                { value: 'organiser', label: t('access.coOrganise') },
              ]}
              data-testid="fair-access-level"
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={access.isPending} data-testid="fair-access-grant">
                {form.values.accessLevel === 'invited' ? t('access.invite') : t('access.coOrganise')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
