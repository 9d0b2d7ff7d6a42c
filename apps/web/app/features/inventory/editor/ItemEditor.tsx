import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { artworkInputSchema, type InventoryItemDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { toast } from '../../../lib/toast';
import { useArtistsQuery } from '../../artists/queries';
import { hasStatus } from '../../api/api-errors';
import { useErrorMessage } from '../../api/use-error-message';
import { useContractForm } from '../../forms/use-contract-form';
import { useLoadingOverlay } from '../../loading-overlay/LoadingOverlayProvider';
import { useCreateItemMutation, useFoldersQuery, useUpdateItemMutation } from '../queries';
import { ImageManager } from './ImageManager';
import { applicableValues, emptyItemValues, imageChanges, itemValuesFrom } from './item-form';
import { DescriptionSection } from './sections/DescriptionSection';
import { EditionPriceSection } from './sections/EditionPriceSection';
import { MediumSection } from './sections/MediumSection';
import { RecordSection } from './sections/RecordSection';
import { WorkSection } from './sections/WorkSection';
import { useEditorImages } from './use-editor-images';
import { titleOf, useTextIn } from '../../i18n-content/text-in';

/**
 * The item editor: every field of a work and its inventory record (`ArtworkInput`, checked with
 * the contract's schema), and its images (add, remove, reorder, make primary). Creates a work
 * when `item` is null; saving opens the work's page.
 */
export function ItemEditor({
  gid,
  item,
  canManage,
  initialFid = null,
}: {
  gid: string;
  item: InventoryItemDto | null;
  canManage: boolean;
  initialFid?: string | null;
}) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  const artists = useArtistsQuery(gid);
  const folders = useFoldersQuery(gid);
  const create = useCreateItemMutation(gid);
  const update = useUpdateItemMutation(gid, item?.iid ?? '');
  const save = item ? update : create;
  const form = useContractForm({
    schema: artworkInputSchema,
    initialValues: item ? itemValuesFrom(item) : emptyItemValues(initialFid),
    messages: 'inventory:editor.fields',
    prepare: (values) => applicableValues(values, { withAccess: canManage }),
  });
  const images = useEditorImages(item);
  const textIn = useTextIn();

  const submit = form.onSubmit((input) => {
    const { kept, primaryId, added } = images.state;
    const data = { ...input, ...(item && imageChanges(item.artwork.images, kept, primaryId)) };
    const files = added.map((image) => image.file);
    if (files.length > 0) overlay.show(t('editor.uploading'));
    save.mutate(
      { data, files },
      {
        onSuccess: (saved) => {
          toast.success({
            message: item ? t('editor.saved') : t('editor.created', { title: textIn(titleOf(saved.artwork)) }),
          });
          void navigate(`/artworks/${saved.aid}?iid=${saved.iid}`);
        },
        onError: form.showServerErrors,
        onSettled: () => overlay.hide(),
      },
    );
  });
  const saveError = hasStatus(save.error, 413)
    ? t('upload.errors.tooLarge')
    : hasStatus(save.error, 415)
      ? t('upload.errors.unsupported')
      : errorMessage(save.error);
  const busy = save.isPending;

  return (
    <form onSubmit={submit} noValidate data-testid="item-editor">
      <Stack gap="lg" maw={900}>
        <WorkSection form={form} artists={artists.data ?? []} />
        <MediumSection form={form} />
        <EditionPriceSection form={form} />
        <DescriptionSection form={form} />
        <RecordSection form={form} folders={folders.data ?? []} canManage={canManage} />
        <SectionCard title={t('editor.images')} testId="editor-images">
          <ImageManager images={images} disabled={busy} />
        </SectionCard>
        {save.isError && (
          <Alert color="red" role="alert" data-testid="editor-error">
            <Text size="sm">{saveError}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/inventory" disabled={busy}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="editor-save">
            {item ? t('editor.save') : t('editor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
