import { Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SITE_TOGGLES, siteDomainInputSchema, type SiteDomainDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useSaveDomainMutation, useSiteNameCheck } from './queries';

// Who acts comes from the session; the form has no `uid`.
const domainFormSchema = siteDomainInputSchema.omit({ uid: true });

/** The site's name (its address on the platform), checked as it is typed, and what it may show. */
export function SiteDomainForm({ gid, domain }: { gid: string; domain: SiteDomainDto | null }) {
  const { t } = useTranslation('website');
  const errorMessage = useErrorMessage();
  const save = useSaveDomainMutation(gid);
  const form = useContractForm({
    schema: domainFormSchema,
    initialValues: {
      name: domain?.name ?? '',
      allowprice: domain?.allowprice ?? true,
      allowdescription: domain?.allowdescription ?? true,
      allowphoto: domain?.allowphoto ?? true,
      allowemail: domain?.allowemail ?? true,
      allowphone: domain?.allowphone ?? true,
      links: domain?.links ?? [],
    },
    messages: 'website:fields',
  });
  const [name] = useDebouncedValue(form.values.name.trim().toLowerCase(), 300);
  const check = useSiteNameCheck(gid, name);
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast.success({ message: t(domain ? 'domain.saved' : 'domain.created') }),
      onError: form.showServerErrors,
    }),
  );
  const availability =
    name && check.data?.name === name ? (
      check.data.available ? (
        <Badge color="green" variant="light" data-testid="site-name-free">
          {t('domain.nameFree')}
        </Badge>
      ) : (
        <Badge color="red" variant="light" data-testid="site-name-taken">
          {t(`domain.nameProblem.${check.data.reason ?? 'invalid'}`)}
        </Badge>
      )
    ) : null;
  return (
    <SectionCard
      title={t(domain ? 'domain.title' : 'domain.createTitle')}
      description={t('domain.help')}
      testId="site-domain"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('domain.name')}
            description={t('domain.nameHelp', { path: `/web/${name || '…'}` })}
            leftSection={<Text size="xs">/web/</Text>}
            leftSectionWidth={48}
            rightSection={availability}
            rightSectionWidth={availability ? 120 : undefined}
            autoComplete="off"
            {...form.getInputProps('name')}
            data-testid="site-name"
          />
          <Stack gap="xs">
            <Text fw={700} size="sm">
              {t('domain.toggles')}
            </Text>
            {SITE_TOGGLES.map((toggle) => (
              <Switch
                key={toggle}
                label={t(`domain.toggle.${toggle}`)}
                {...form.getInputProps(toggle, { type: 'checkbox' })}
                data-testid={`site-toggle-${toggle}`}
              />
            ))}
          </Stack>
          {save.isError && Object.keys(form.errors).length === 0 && (
            <Text c="red.8" size="sm" role="alert">
              {errorMessage(save.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="site-domain-save">
              {t(domain ? 'domain.save' : 'domain.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
