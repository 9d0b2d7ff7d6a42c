import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { canManageWorkspace, type GallerySettingDto, type WorkspaceDto } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { textOrNull, useTextFields } from '../../lib/text-fields';
import { toast } from '../../lib/toast';
import { fieldErrorsOf } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { PicturePicker } from '../artwork/PicturePicker';
import { useGallerySettingQuery, useUpdateGallerySettingMutation } from './queries';

/** The gallery settings of the active workspace: owners and admins change them, members read them. */
export function GallerySettingsPanel({ workspace }: { workspace: WorkspaceDto }) {
  const setting = useGallerySettingQuery(workspace.gid);
  if (setting.isPending) return <Skeleton height={320} data-testid="gallery-settings-loading" />;
  if (setting.isError) return <QueryErrorAlert error={setting.error} onRetry={() => void setting.refetch()} />;
  return (
    <GallerySettingsForm gid={workspace.gid} setting={setting.data} canEdit={canManageWorkspace(workspace.role)} />
  );
}

const TEXT_FIELDS = ['name', 'nameen', 'address', 'phone', 'email', 'website', 'about', 'aboutEn'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

function GallerySettingsForm({ gid, setting, canEdit }: { gid: string; setting: GallerySettingDto; canEdit: boolean }) {
  const { t } = useTranslation('artists');
  const errorMessage = useErrorMessage();
  const save = useUpdateGallerySettingMutation(gid);
  const { values, field: textField } = useTextFields(
    () => Object.fromEntries(TEXT_FIELDS.map((key) => [key, setting[key] ?? ''])) as Record<TextField, string>,
  );
  const [holdDays, setHoldDays] = useState<number | ''>(setting.holdDays);
  const [logo, setLogo] = useState<File | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const field = (key: TextField) => ({ ...textField(key), 'data-testid': `gallery-${key}` });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameMissing(true);
      return;
    }
    save.mutate(
      {
        data: {
          name: values.name.trim(),
          nameen: textOrNull(values.nameen),
          address: textOrNull(values.address),
          phone: textOrNull(values.phone),
          email: textOrNull(values.email),
          website: textOrNull(values.website),
          about: textOrNull(values.about),
          aboutEn: textOrNull(values.aboutEn),
          holdDays: holdDays === '' ? setting.holdDays : holdDays,
        },
        logo,
      },
      { onSuccess: () => toast.success({ message: t('settings.saved') }) },
    );
  };
  const server = fieldErrorsOf(save.error);
  const invalid = (name: string) => (server[name] ? t('settings.invalid') : undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="gallery-settings">
      <Stack gap="lg" maw={860}>
        {!canEdit && (
          <Alert color="gray" data-testid="gallery-settings-read-only">
            {t('settings.readOnly')}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={!canEdit || save.isPending}>
          <Stack gap="lg">
            <SectionCard title={t('settings.identity')} testId="gallery-identity">
              <PicturePicker
                current={setting.logo?.thumbnail}
                name={values.name}
                label={t('settings.logo')}
                radius="md"
                disabled={!canEdit}
                testId="gallery-logo"
                onPick={setLogo}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('settings.name')}
                  required
                  {...field('name')}
                  error={nameMissing ? t('settings.nameRequired') : invalid('name')}
                />
                <TextInput label={t('settings.nameen')} {...field('nameen')} error={invalid('nameen')} />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('settings.contact')} testId="gallery-contact">
              <TextInput label={t('settings.address')} {...field('address')} error={invalid('address')} />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <TextInput label={t('settings.phone')} type="tel" {...field('phone')} error={invalid('phone')} />
                <TextInput label={t('settings.email')} type="email" {...field('email')} error={invalid('email')} />
                <TextInput
                  label={t('settings.website')}
                  type="url"
                  placeholder="https://"
                  {...field('website')}
                  error={invalid('website')}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('settings.about')} testId="gallery-about">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Textarea label={t('settings.aboutKo')} autosize minRows={3} {...field('about')} />
                <Textarea label={t('settings.aboutEn')} autosize minRows={3} {...field('aboutEn')} />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('settings.holds')} description={t('settings.holdsHelp')} testId="gallery-holds">
              <NumberInput
                w={180}
                label={t('settings.holdDays')}
                value={holdDays}
                onChange={(value) => setHoldDays(typeof value === 'number' ? value : '')}
                min={1}
                max={90}
                allowDecimal={false}
                error={invalid('holdDays')}
                data-testid="gallery-hold-days"
              />
            </SectionCard>
          </Stack>
        </Fieldset>
        {save.isError && Object.keys(server).length === 0 && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="gallery-save">
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
