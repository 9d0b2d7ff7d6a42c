import { Badge, Button, Code, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { siteHostInputSchema, type SiteDomainDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useFormatDateTime } from '../workspace/format-date';
import { useContractForm } from '../forms/use-contract-form';
import { useSiteHostMutation, useVerifyHostMutation } from './queries';

// The form asks for a host; letting one go is its own button.
const hostFormSchema = z.object({ host: siteHostInputSchema.shape.host.unwrap() });

/** The site's own host name: the DNS records to add, whether they are found, and checking again. */
export function OwnHostSection({ gid, domain }: { gid: string; domain: SiteDomainDto }) {
  const { t } = useTranslation('website');
  const formatDateTime = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const attach = useSiteHostMutation(gid);
  const verify = useVerifyHostMutation(gid);
  const form = useContractForm({
    schema: hostFormSchema,
    initialValues: { host: domain.host?.name ?? '' },
    messages: 'website:fields',
  });
  const host = domain.host;
  const submit = form.onSubmit(({ host: name }) =>
    attach.mutate(name, {
      onSuccess: () => toast.success({ message: t('host.attached') }),
      onError: form.showServerErrors,
    }),
  );
  const check = () =>
    verify.mutate(undefined, {
      onSuccess: (site) =>
        site.host?.verified
          ? toast.success({ message: t('host.nowVerified') })
          : toast.info({ message: site.host?.problem ? t(`host.problem.${site.host.problem}`) : t('host.notYet') }),
      onError: (error) => toast.error({ message: errorMessage(error) }),
    });
  const records = host
    ? [
        { type: 'TXT', name: host.record.name, value: host.record.value },
        { type: 'CNAME', name: host.name, value: host.target },
      ]
    : [];
  return (
    <SectionCard title={t('host.title')} description={t('host.help')} testId="site-host">
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('host.name')}
              placeholder="www.gallery.kr"
              style={{ flex: 1, minWidth: 220 }}
              autoComplete="off"
              {...form.getInputProps('host')}
              data-testid="site-host-name"
            />
            <Button type="submit" loading={attach.isPending} data-testid="site-host-attach">
              {t('host.attach')}
            </Button>
            {host && (
              <Button
                variant="default"
                color="red"
                disabled={attach.isPending}
                onClick={() =>
                  attach.mutate(null, {
                    onSuccess: () => {
                      form.setValues({ host: '' });
                      toast.info({ message: t('host.detached') });
                    },
                  })
                }
              >
                {t('host.detach')}
              </Button>
            )}
          </Group>
        </form>
        {host && (
          <Stack gap="sm" data-testid="site-host-records">
            <Group gap="sm">
              <Badge color={host.verified ? 'green' : 'yellow'} variant="light" data-testid="site-host-state">
                {t(host.verified ? 'host.verified' : 'host.pending')}
              </Badge>
              {host.problem && !host.verified && (
                <Text size="sm" c="red.8" role="status">
                  {t(`host.problem.${host.problem}`)}
                </Text>
              )}
              {host.checkedAt && (
                <Text size="xs" c="gray.7">
                  {t('host.checkedAt', { time: formatDateTime(host.checkedAt) })}
                </Text>
              )}
            </Group>
            <Text fw={700} size="sm">
              {t('host.records')}
            </Text>
            <Table.ScrollContainer minWidth={520}>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('host.type')}</Table.Th>
                    <Table.Th>{t('host.recordName')}</Table.Th>
                    <Table.Th>{t('host.value')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {records.map((record) => (
                    <Table.Tr key={record.type}>
                      <Table.Td>{record.type}</Table.Td>
                      <Table.Td>
                        <Code>{record.name}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Code data-testid={`site-host-${record.type.toLowerCase()}`}>{record.value}</Code>
                          <CopyButton value={record.value}>
                            {({ copied, copy }) => (
                              <Button size="compact-xs" variant="subtle" onClick={copy}>
                                {t(copied ? 'host.copied' : 'host.copy')}
                              </Button>
                            )}
                          </CopyButton>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group>
              <Button variant="light" onClick={check} loading={verify.isPending} data-testid="site-host-verify">
                {t('host.verify')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
