import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CURRENCIES,
  DIMENSION_UNITS,
  MEDIUM_TYPES,
  PermissionLevel,
  PRICE_DISPLAYS,
  TAGS_MAX,
  type InventoryItemDto,
} from '@vernissage/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { toast } from '../../../lib/toast';
import { useArtistsQuery } from '../../artists/queries';
import { fieldErrorsOf, hasStatus } from '../../api/api-errors';
import { useErrorMessage } from '../../api/use-error-message';
import { primaryImageOf } from '../../artwork/ArtworkImage';
import { useLoadingOverlay } from '../../loading-overlay/LoadingOverlayProvider';
import { useCreateItemMutation, useFoldersQuery, useUpdateItemMutation } from '../queries';
import { ImageManager, type ImagesState, type NewImage } from './ImageManager';
import { emptyItemForm, formFromItem, formProblems, imageChanges, inputFromForm, type ItemForm } from './item-form';

/**
 * The item editor: every field of a work and its inventory record, and its images (add, remove,
 * reorder, make primary). Creates a work when `item` is null; saving opens the work's page.
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
  const { t: ta } = useTranslation('artwork');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  const artists = useArtistsQuery(gid);
  const folders = useFoldersQuery(gid);
  const create = useCreateItemMutation(gid);
  const update = useUpdateItemMutation(gid, item?.iid ?? '');
  const save = item ? update : create;
  const [form, setForm] = useState<ItemForm>(() => (item ? formFromItem(item) : emptyItemForm(initialFid)));
  const [images, setImages] = useState<ImagesState>(() => ({
    kept: item?.artwork.images ?? [],
    primaryId: item ? (primaryImageOf(item.artwork.images)?.id ?? null) : null,
    added: [],
  }));
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});
  const counter = useRef(0);
  const added = useRef<NewImage[]>([]);

  // Previews live as object URLs until the editor closes.
  useEffect(() => {
    added.current = images.added;
  }, [images.added]);
  useEffect(() => () => added.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const set =
    <K extends keyof ItemForm>(key: K) =>
    (value: ItemForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const numberOf = (value: string | number) => (typeof value === 'number' ? value : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const data = {
      ...inputFromForm(form, { withAccess: canManage }),
      ...(item && imageChanges(item.artwork.images, images.kept, images.primaryId)),
    };
    const files = images.added.map((image) => image.file);
    if (files.length > 0) overlay.show(t('editor.uploading'));
    save.mutate(
      { data, files },
      {
        onSuccess: (saved) => {
          toast.success({ message: item ? t('editor.saved') : t('editor.created', { title: saved.artwork.title }) });
          void navigate(`/artworks/${saved.aid}?iid=${saved.iid}`);
        },
        onSettled: () => overlay.hide(),
      },
    );
  };

  const invalid = fieldErrorsOf(save.error);
  const fieldError = (name: string) => (invalid[name] ? t('editor.invalidField') : undefined);
  const saveError = hasStatus(save.error, 413)
    ? t('upload.errors.tooLarge')
    : hasStatus(save.error, 415)
      ? t('upload.errors.unsupported')
      : errorMessage(save.error);
  const busy = save.isPending;

  return (
    <form onSubmit={submit} noValidate data-testid="item-editor">
      <Stack gap="lg" maw={900}>
        <SectionCard title={t('editor.work')} testId="editor-work">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={ta('fields.title')}
              required
              value={form.title}
              onChange={(event) => set('title')(event.currentTarget.value)}
              error={problems.title ? t('editor.titleRequired') : fieldError('title')}
              data-testid="editor-title"
            />
            <TextInput
              label={ta('fields.titleEn')}
              value={form.titleEn}
              onChange={(event) => set('titleEn')(event.currentTarget.value)}
              error={fieldError('titleEn')}
              data-testid="editor-title-en"
            />
            <Select
              label={ta('fields.artist')}
              placeholder={t('editor.noArtist')}
              clearable
              searchable
              value={form.artistid}
              onChange={set('artistid')}
              data={(artists.data ?? []).map((artist) => ({ value: artist.artistid, label: artist.name }))}
              nothingFoundMessage={t('toolbar.noArtists')}
              description={
                <Anchor component={Link} to="/artistprofile" size="xs">
                  {t('editor.manageArtists')}
                </Anchor>
              }
              data-testid="editor-artist"
            />
            <TextInput
              label={ta('fields.series')}
              value={form.series}
              onChange={(event) => set('series')(event.currentTarget.value)}
            />
            <TextInput
              label={t('editor.dateText')}
              description={t('editor.dateTextHelp')}
              value={form.dateText}
              onChange={(event) => set('dateText')(event.currentTarget.value)}
            />
            <NumberInput
              label={t('editor.year')}
              value={form.year}
              onChange={(value) => set('year')(numberOf(value))}
              min={-3000}
              max={2100}
              allowDecimal={false}
              error={fieldError('year')}
              data-testid="editor-year"
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('editor.mediumAndSize')} testId="editor-medium">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('editor.mediumType')}
              clearable
              value={form.mediumType}
              onChange={(value) => set('mediumType')(value)}
              data={MEDIUM_TYPES.map((type) => ({ value: type, label: ta(`mediumTypes.${type}`) }))}
              data-testid="editor-medium-type"
            />
            <TextInput
              label={t('editor.mediumText')}
              placeholder={t('editor.mediumTextPlaceholder')}
              value={form.mediumText}
              onChange={(event) => set('mediumText')(event.currentTarget.value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 3 }} spacing="sm">
            {(['height', 'width', 'depth'] as const).map((side) => (
              <NumberInput
                key={side}
                label={t(`editor.${side}`)}
                value={form[side]}
                onChange={(value) => set(side)(numberOf(value))}
                min={0}
                decimalScale={1}
                error={fieldError('dimensions')}
                data-testid={`editor-${side}`}
              />
            ))}
          </SimpleGrid>
          <Group gap="lg" wrap="wrap">
            <SegmentedControl
              value={form.unit}
              onChange={(value) => set('unit')(value)}
              data={DIMENSION_UNITS.map((unit) => ({ value: unit, label: unit }))}
              aria-label={t('editor.unit')}
            />
            <Checkbox
              label={ta('framed')}
              checked={form.framed}
              onChange={(event) => set('framed')(event.currentTarget.checked)}
            />
          </Group>
          <TextInput
            label={t('editor.dimensionsText')}
            placeholder={t('editor.dimensionsTextPlaceholder')}
            value={form.dimensionsText}
            onChange={(event) => set('dimensionsText')(event.currentTarget.value)}
          />
        </SectionCard>

        <SectionCard title={t('editor.editionAndPrice')} testId="editor-edition">
          <SegmentedControl
            value={form.editionType}
            onChange={(value) => set('editionType')(value === 'edition' ? 'edition' : 'unique')}
            data={[
              { value: 'unique', label: ta('unique') },
              { value: 'edition', label: t('editor.edition') },
            ]}
            aria-label={ta('fields.edition')}
            data-testid="editor-edition-type"
          />
          {form.editionType === 'edition' && (
            <SimpleGrid cols={{ base: 2 }} spacing="sm">
              <NumberInput
                label={t('editor.editionSize')}
                value={form.editionSize}
                onChange={(value) => set('editionSize')(numberOf(value))}
                min={1}
                allowDecimal={false}
                error={problems.editionSize ? t('editor.editionSizeRequired') : fieldError('edition')}
                data-testid="editor-edition-size"
              />
              <NumberInput
                label={t('editor.artistProofs')}
                value={form.artistProofs}
                onChange={(value) => set('artistProofs')(numberOf(value))}
                min={0}
                allowDecimal={false}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label={t('editor.price')}
              value={form.priceAmount}
              onChange={(value) => set('priceAmount')(numberOf(value))}
              min={0}
              thousandSeparator=","
              decimalScale={form.currency === 'KRW' ? 0 : 2}
              error={fieldError('price')}
              data-testid="editor-price"
            />
            <Select
              label={t('editor.currency')}
              value={form.currency}
              allowDeselect={false}
              onChange={(value) => value && set('currency')(value)}
              data={[...CURRENCIES]}
            />
            <Select
              label={t('editor.priceDisplay')}
              value={form.priceDisplay}
              allowDeselect={false}
              onChange={(value) => value && set('priceDisplay')(value)}
              data={PRICE_DISPLAYS.map((display) => ({ value: display, label: t(`editor.priceDisplays.${display}`) }))}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('editor.description')} testId="editor-description">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              label={ta('fields.description')}
              autosize
              minRows={3}
              value={form.description}
              onChange={(event) => set('description')(event.currentTarget.value)}
            />
            <Textarea
              label={ta('fields.descriptionEn')}
              autosize
              minRows={3}
              value={form.descriptionEn}
              onChange={(event) => set('descriptionEn')(event.currentTarget.value)}
            />
          </SimpleGrid>
          <TagsInput
            label={ta('fields.tags')}
            description={t('editor.tagsHelp')}
            value={form.tags}
            onChange={set('tags')}
            maxTags={TAGS_MAX}
            clearable
          />
          <Switch
            label={t('editor.published')}
            description={t('editor.publishedHelp')}
            checked={form.published}
            onChange={(event) => set('published')(event.currentTarget.checked)}
          />
        </SectionCard>

        <SectionCard title={t('editor.record')} description={t('editor.recordHelp')} testId="editor-record">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('editor.stockNumber')}
              value={form.stockNumber}
              onChange={(event) => set('stockNumber')(event.currentTarget.value)}
              data-testid="editor-stock-number"
            />
            <TextInput
              label={t('editor.location')}
              value={form.location}
              onChange={(event) => set('location')(event.currentTarget.value)}
            />
            <Select
              label={t('editor.folder')}
              placeholder={t('selection.noFolder')}
              clearable
              value={form.fid}
              onChange={set('fid')}
              data={(folders.data ?? []).map((folder) => ({ value: folder.fid, label: folder.name }))}
            />
            {canManage && (
              <Select
                label={t('editor.accessLevel')}
                description={t('editor.accessLevelHelp')}
                value={String(form.accessLevel)}
                allowDeselect={false}
                onChange={(value) => value !== null && set('accessLevel')(Number(value) as PermissionLevel)}
                data={(['write', 'read', 'none'] as const).map((key) => ({
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
            value={form.privateNotes}
            onChange={(event) => set('privateNotes')(event.currentTarget.value)}
          />
        </SectionCard>

        <SectionCard title={t('editor.images')} testId="editor-images">
          <ImageManager
            state={images}
            onChange={setImages}
            disabled={busy}
            onAdd={(files) =>
              setImages((current) => ({
                ...current,
                added: [
                  ...current.added,
                  ...files.map((file) => ({
                    key: `new-${++counter.current}`,
                    file,
                    url: URL.createObjectURL(file),
                  })),
                ],
              }))
            }
            onRemoveAdded={(key) =>
              setImages((current) => {
                const gone = current.added.find((image) => image.key === key);
                if (gone) URL.revokeObjectURL(gone.url);
                return { ...current, added: current.added.filter((image) => image.key !== key) };
              })
            }
          />
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
