import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  SITE_MENU_MAX,
  SITE_MENU_SECTIONS,
  SITE_SOCIAL_MAX,
  SITE_TEMPLATES,
  SOCIAL_NETWORKS,
  siteSettingsSchema,
  type SiteSettingsConfigDto,
} from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm, type ContractForm } from '../forms/use-contract-form';
import { homeKindOf } from '../today/home-kind';
import { useWorkspaces } from '../workspace/WorkspaceProvider';
import { moveEntry } from '../inventory/reorder';
import { useSaveSettingsMutation, useSiteSettingsQuery } from './queries';

type SettingsForm = ContractForm<typeof siteSettingsSchema>;

/** The site's design and content settings, loaded, then edited in one form. */
export function SiteSettingsSection({ gid }: { gid: string }) {
  const { t } = useTranslation('website');
  const settings = useSiteSettingsQuery(gid);
  return (
    <SectionCard title={t('settings.title')} description={t('settings.help')} testId="site-settings">
      {settings.isPending ? (
        <Skeleton height={320} />
      ) : settings.isError ? (
        <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SiteSettingsForm gid={gid} config={settings.data} />
      )}
    </SectionCard>
  );
}

function SiteSettingsForm({ gid, config }: { gid: string; config: SiteSettingsConfigDto }) {
  const { t } = useTranslation('website');
  // An artist's settings are her own, not a gallery's (`*_artist` keys; the others fall back).
  const context = homeKindOf(useWorkspaces().active?.type);
  const errorMessage = useErrorMessage();
  const save = useSaveSettingsMutation(gid);
  const form = useContractForm({
    schema: siteSettingsSchema,
    initialValues: {
      template: config.template,
      showLogo: config.showLogo,
      menu: config.menu.map((item) =>
        item.kind === 'link' ? { kind: 'link' as const, label: { ...item.label }, url: item.url } : { kind: item.kind },
      ),
      about: { ...config.about },
      contact: { hours: { ...config.contact.hours }, showForm: config.contact.showForm },
      social: config.social.map((link) => ({ ...link })),
      defaultLanguage: config.defaultLanguage,
      seo: {
        title: { ...config.seo.title },
        description: { ...config.seo.description },
      },
      analytics: { googleMeasurementId: config.analytics.googleMeasurementId ?? '' },
    },
    messages: 'website:fields',
  });
  const submit = form.onSubmit((settings) =>
    save.mutate(
      { settings, saved: config.saved },
      { onSuccess: () => toast.success({ message: t('settings.saved') }), onError: form.showServerErrors },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="site-settings-form">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} size="sm" id="site-template-label">
            {t('settings.template')}
          </Text>
          <SegmentedControl
            aria-labelledby="site-template-label"
            data={SITE_TEMPLATES.map((template) => ({ value: template, label: t(`settings.templates.${template}`) }))}
            {...form.getInputProps('template')}
            data-testid="site-template"
          />
        </Stack>
        <Switch label={t('settings.showLogo', { context })} {...form.getInputProps('showLogo', { type: 'checkbox' })} />
        <MenuEditor form={form} />
        <Group grow align="flex-start" wrap="wrap">
          <Textarea
            label={t('settings.aboutKo')}
            description={t('settings.aboutHelp', { context })}
            autosize
            minRows={3}
            {...form.getInputProps('about.ko')}
          />
          <Textarea label={t('settings.aboutEn')} autosize minRows={3} {...form.getInputProps('about.en')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('settings.hoursKo')} {...form.getInputProps('contact.hours.ko')} />
          <TextInput label={t('settings.hoursEn')} {...form.getInputProps('contact.hours.en')} />
        </Group>
        <Switch
          label={t('settings.showForm')}
          {...form.getInputProps('contact.showForm', { type: 'checkbox' })}
          data-testid="site-show-form"
        />
        <SocialEditor form={form} />
        <Radio.Group label={t('settings.defaultLanguage')} {...form.getInputProps('defaultLanguage')}>
          <Group mt={6}>
            <Radio value="ko" label={t('settings.languages.ko')} />
            <Radio value="en" label={t('settings.languages.en')} data-testid="site-language-en" />
          </Group>
        </Radio.Group>
        <Stack gap={6}>
          <Text fw={700} size="sm">
            {t('settings.seo')}
          </Text>
          <Text size="xs" c="gray.7">
            {t('settings.seoHelp', { context })}
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('settings.seoTitleKo')}
              {...form.getInputProps('seo.title.ko')}
              data-testid="site-seo-title-ko"
            />
            <TextInput label={t('settings.seoTitleEn')} {...form.getInputProps('seo.title.en')} />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <Textarea
              label={t('settings.seoDescriptionKo')}
              autosize
              minRows={2}
              {...form.getInputProps('seo.description.ko')}
            />
            <Textarea
              label={t('settings.seoDescriptionEn')}
              autosize
              minRows={2}
              {...form.getInputProps('seo.description.en')}
            />
          </Group>
        </Stack>
        <TextInput
          label={t('settings.analytics')}
          description={t('settings.analyticsHelp')}
          placeholder="G-XXXXXXXXXX"
          {...form.getInputProps('analytics.googleMeasurementId')}
          data-testid="site-analytics"
        />
        {save.isError && Object.keys(form.errors).length === 0 && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="site-settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The menu's entries in order (pages and outside links), and what can still be added. */
function MenuEditor({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  const menu = form.values.menu;
  const missing = SITE_MENU_SECTIONS.filter((section) => !menu.some((item) => item.kind === section));
  const full = menu.length >= SITE_MENU_MAX;
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {t('settings.menu')}
      </Text>
      <Text size="xs" c="gray.7">
        {t('settings.menuHelp')}
      </Text>
      {menu.map((item, index) => (
        <Paper key={item.kind === 'link' ? `link-${index}` : item.kind} withBorder p={6} data-testid="site-menu-item">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {item.kind === 'link' ? (
              <Group gap="xs" grow style={{ flex: 1 }} wrap="wrap">
                <TextInput
                  size="xs"
                  aria-label={t('settings.linkLabelKo')}
                  placeholder={t('settings.linkLabelKo')}
                  {...form.getInputProps(`menu.${index}.label.ko`)}
                />
                <TextInput
                  size="xs"
                  aria-label={t('settings.linkLabelEn')}
                  placeholder={t('settings.linkLabelEn')}
                  {...form.getInputProps(`menu.${index}.label.en`)}
                />
                <TextInput
                  size="xs"
                  aria-label={t('settings.linkUrl')}
                  placeholder="https://"
                  {...form.getInputProps(`menu.${index}.url`)}
                />
              </Group>
            ) : (
              <Text size="sm" style={{ flex: 1 }} pl={4}>
                {t(`settings.sections.${item.kind}`)}
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              aria-label={t('settings.moveUp')}
              disabled={index === 0}
              onClick={() => form.setFieldValue('menu', moveEntry(menu, index, index - 1))}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('settings.moveDown')}
              disabled={index === menu.length - 1}
              onClick={() => form.setFieldValue('menu', moveEntry(menu, index, index + 1))}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('settings.remove')}
              disabled={menu.length === 1}
              onClick={() => form.removeListItem('menu', index)}
            >
              ×
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group gap="xs">
        {missing.map((section) => (
          <Button
            key={section}
            size="compact-sm"
            variant="default"
            disabled={full}
            onClick={() => form.insertListItem('menu', { kind: section })}
            data-testid={`site-menu-add-${section}`}
          >
            + {t(`settings.sections.${section}`)}
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant="default"
          disabled={full}
          onClick={() => form.insertListItem('menu', { kind: 'link', label: { ko: '', en: '' }, url: '' })}
        >
          + {t('settings.addLink')}
        </Button>
      </Group>
    </Stack>
  );
}

function SocialEditor({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  const social = form.values.social;
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {t('settings.social')}
      </Text>
      {social.map((_, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <Select
            size="xs"
            w={170}
            aria-label={t('settings.network')}
            data={SOCIAL_NETWORKS.map((network) => ({ value: network, label: t(`settings.networks.${network}`) }))}
            allowDeselect={false}
            {...form.getInputProps(`social.${index}.network`)}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('settings.linkUrl')}
            placeholder="https://"
            {...form.getInputProps(`social.${index}.url`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('settings.remove')}
            onClick={() => form.removeListItem('social', index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="default"
          disabled={social.length >= SITE_SOCIAL_MAX}
          onClick={() => form.insertListItem('social', { network: 'instagram', url: '' })}
          data-testid="site-social-add"
        >
          + {t('settings.addSocial')}
        </Button>
      </Group>
    </Stack>
  );
}
