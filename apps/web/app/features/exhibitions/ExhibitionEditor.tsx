import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ExhibitionDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useLoadingOverlay } from '../loading-overlay/LoadingOverlayProvider';
import { AccessDialog } from './AccessDialog';
import { DetailsSection } from './DetailsSection';
import {
  emptyExhibitionValues,
  exhibitionFormSchema,
  exhibitionValuesFrom,
  imageAndWorkChanges,
  type EditorCover,
  type EditorView,
  type EditorWork,
} from './exhibition-form';
import { ImagesSection } from './ImagesSection';
import { PreviewModal } from './PreviewModal';
import { WorksSection } from './WorksSection';
import {
  exhibitionKeys,
  useCreateExhibitionMutation,
  useDeleteExhibitionMutation,
  useUpdateExhibitionMutation,
} from './queries';
import { LazyDocumentModal } from '../documents/LazyDocumentModal';
import { titleOf, useTextIn } from '../i18n-content/text-in';

function worksOf(exhibition: ExhibitionDto | null): EditorWork[] {
  return (exhibition?.works ?? []).map((work) => ({
    aid: work.aid,
    caption: work.caption ?? '',
    artwork: work.artwork,
  }));
}

function viewsOf(exhibition: ExhibitionDto | null): EditorView[] {
  return (exhibition?.images ?? []).map((image) => ({
    key: image.id,
    id: image.id,
    caption: image.caption ?? '',
    src: image.urls.medium,
  }));
}

/**
 * The exhibition editor: its fields (checked with the contract's schema), its works in order with
 * captions, its cover and installation views; preview, sharing and deleting for a saved one.
 * Creates an exhibition when `exhibition` is null; saving a new one opens it.
 */
export function ExhibitionEditor({
  gid,
  exhibition,
  canManage,
}: {
  gid: string;
  exhibition: ExhibitionDto | null;
  canManage: boolean;
}) {
  const { t } = useTranslation('exhibitions');
  const textIn = useTextIn();
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  const queryClient = useQueryClient();
  const create = useCreateExhibitionMutation(gid);
  const update = useUpdateExhibitionMutation(gid, exhibition?.exhibitionid ?? '');
  const remove = useDeleteExhibitionMutation(gid);
  const save = exhibition ? update : create;
  const owner = exhibition === null || !exhibition.shared;
  const form = useContractForm({
    schema: exhibitionFormSchema,
    initialValues: exhibition ? exhibitionValuesFrom(exhibition) : emptyExhibitionValues(),
    messages: 'exhibitions:editor.fields',
    prepare: (values) => ({ ...values, accessLevel: canManage && owner ? values.accessLevel : null }),
  });
  const [works, setWorks] = useState(() => worksOf(exhibition));
  const [views, setViews] = useState(() => viewsOf(exhibition));
  const [cover, setCover] = useState<EditorCover>(() =>
    exhibition?.cover ? { kind: 'kept', src: exhibition.cover.urls.medium } : { kind: 'none' },
  );
  const [dialog, setDialog] = useState<'preview' | 'access' | 'delete' | 'priceList' | null>(null);

  const submit = form.onSubmit((fields) => {
    const { files, ...changes } = imageAndWorkChanges(exhibition, works, views, cover);
    if (files.cover || files.views.length > 0) overlay.show(t('editor.uploading'));
    save.mutate(
      { data: { ...fields, ...changes }, cover: files.cover, views: files.views },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(exhibitionKeys.one(gid, saved.exhibitionid), saved);
          if (exhibition) toast.success({ message: t('editor.saved') });
          else {
            toast.success({ message: t('editor.created', { title: textIn(titleOf(saved)) }) });
            void navigate(`/exhibitions/${saved.exhibitionid}`);
          }
        },
        onError: form.showServerErrors,
        onSettled: () => overlay.hide(),
      },
    );
  });
  const saveError = hasStatus(save.error, 413)
    ? t('editor.tooLarge')
    : hasStatus(save.error, 415)
      ? t('editor.unsupported')
      : errorMessage(save.error);
  const busy = save.isPending;

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="exhibition-editor">
        <Stack gap="lg" maw={1000}>
          {exhibition?.shared && (
            <Alert color="grape" data-testid="exhibition-shared-notice">
              {t('editor.sharedNotice', { name: exhibition.galleryName })}
            </Alert>
          )}
          {exhibition && (
            <Group gap="sm" wrap="wrap">
              <Button variant="default" onClick={() => setDialog('preview')} data-testid="exhibition-preview-open">
                {t('editor.preview')}
              </Button>
              {owner && (
                <Button variant="default" onClick={() => setDialog('priceList')} data-testid="exhibition-price-list">
                  {tc('documents.priceList')}
                </Button>
              )}
              {owner && canManage && (
                <>
                  <Button variant="default" onClick={() => setDialog('access')} data-testid="exhibition-access-open">
                    {t('editor.share')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setDialog('delete')}
                    data-testid="exhibition-delete"
                  >
                    {t('editor.delete')}
                  </Button>
                </>
              )}
            </Group>
          )}
          <DetailsSection form={form} canManage={canManage && owner} />
          <WorksSection gid={gid} canAdd={owner} works={works} onChange={setWorks} disabled={busy} />
          <ImagesSection cover={cover} onCover={setCover} views={views} onViews={setViews} disabled={busy} />
          {save.isError && (
            <Alert color="red" role="alert" data-testid="exhibition-error">
              <Text size="sm">{saveError}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to="/exhibitions" disabled={busy}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="exhibition-save">
              {exhibition ? t('editor.save') : t('editor.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {exhibition && (
        <>
          <PreviewModal exhibition={exhibition} opened={dialog === 'preview'} onClose={() => setDialog(null)} />
          <LazyDocumentModal
            opened={dialog === 'priceList'}
            onClose={() => setDialog(null)}
            gid={gid}
            source={{ kind: 'priceList', exhibitionid: exhibition.exhibitionid }}
          />
          {dialog === 'access' && (
            <AccessDialog gid={gid} exhibition={exhibition} opened onClose={() => setDialog(null)} />
          )}
          <ConfirmDialog
            opened={dialog === 'delete'}
            onClose={() => setDialog(null)}
            title={t('editor.deleteTitle')}
            body={t('editor.deleteBody', { title: textIn(titleOf(exhibition)) })}
            confirmLabel={t('editor.delete')}
            loading={remove.isPending}
            error={remove.isError ? errorMessage(remove.error) : null}
            onConfirm={() =>
              remove.mutate(exhibition.exhibitionid, {
                onSuccess: () => {
                  toast.success({ message: t('editor.deleted') });
                  void navigate('/exhibitions');
                },
              })
            }
            testId="exhibition-delete-confirm"
          />
        </>
      )}
    </>
  );
}
