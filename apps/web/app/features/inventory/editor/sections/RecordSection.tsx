import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { PermissionLevel, type FolderDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';
import type { ItemForm } from '../item-form';

const ACCESS_LEVELS = ['write', 'read', 'none'] as const;

/**
 * The workspace's own record of the work: stock number, location, folder, private notes and
 * (for owners and admins, `canManage`) who else may change it.
 */
export function RecordSection({
  form,
  folders,
  canManage,
}: {
  form: ItemForm;
  folders: readonly FolderDto[];
  canManage: boolean;
}) {
  const { t } = useTranslation('inventory');
  const access = form.getInputProps('accessLevel');
  return (
    <SectionCard title={t('editor.record')} description={t('editor.recordHelp')} testId="editor-record">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('editor.stockNumber')}
          {...form.getInputProps('stockNumber')}
          data-testid="editor-stock-number"
        />
        <TextInput label={t('editor.location')} {...form.getInputProps('location')} />
        <Select
          label={t('editor.folder')}
          placeholder={t('selection.noFolder')}
          clearable
          {...form.getInputProps('fid')}
          data={folders.map((folder) => ({ value: folder.fid, label: folder.name }))}
        />
        {canManage && (
          <Select
            label={t('editor.accessLevel')}
            description={t('editor.accessLevelHelp')}
            allowDeselect={false}
            {...access}
            value={String(form.values.accessLevel)}
            onChange={(value) => value !== null && form.setFieldValue('accessLevel', Number(value) as PermissionLevel)}
            data={ACCESS_LEVELS.map((key) => ({
              value: String(PermissionLevel[key]),
              label: t(`accessLevels.${key}`),
            }))}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t('editor.privateNotes')}
        description={t('editor.privateNotesHelp')}
        autosize
        minRows={2}
        {...form.getInputProps('privateNotes')}
      />
    </SectionCard>
  );
}
