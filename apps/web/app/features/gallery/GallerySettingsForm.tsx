import { Alert, Button, Fieldset, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  canManageWorkspace,
  gallerySettingInputSchema,
  type GallerySettingDto,
  type WorkspaceDto,
} from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { AboutSection, ContactSection, HoldsSection, IdentitySection } from './GallerySettingsSections';
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

/** The settings as the form holds them: empty texts where nothing is set. */
function valuesOf(setting: GallerySettingDto) {
  return {
    name: setting.name,
    nameen: setting.nameen ?? '',
    address: setting.address ?? '',
    phone: setting.phone ?? '',
    email: setting.email ?? '',
    website: setting.website ?? '',
    about: setting.about ?? '',
    aboutEn: setting.aboutEn ?? '',
    holdDays: setting.holdDays,
  };
}

function GallerySettingsForm({ gid, setting, canEdit }: { gid: string; setting: GallerySettingDto; canEdit: boolean }) {
  const { t } = useTranslation('artists');
  const errorMessage = useErrorMessage();
  const save = useUpdateGallerySettingMutation(gid);
  const form = useContractForm({
    schema: gallerySettingInputSchema,
    initialValues: valuesOf(setting),
    messages: 'artists:settings.fields',
  });
  const [logo, setLogo] = useState<File | null>(null);
  const submit = form.onSubmit((data) =>
    save.mutate(
      { data: { ...data, holdDays: data.holdDays ?? setting.holdDays }, logo },
      { onSuccess: () => toast.success({ message: t('settings.saved') }), onError: form.showServerErrors },
    ),
  );

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
            <IdentitySection form={form} logo={setting.logo?.thumbnail} canEdit={canEdit} onLogo={setLogo} />
            <ContactSection form={form} />
            <AboutSection form={form} />
            <HoldsSection form={form} />
          </Stack>
        </Fieldset>
        {save.isError && Object.keys(form.errors).length === 0 && (
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
