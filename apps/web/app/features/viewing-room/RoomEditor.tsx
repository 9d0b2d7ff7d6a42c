import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { roomInputSchema, type RoomDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { missingTextHint } from '../i18n-content/missing-text-hint';
import { titleOf, useTextIn } from '../i18n-content/text-in';
import { useSaveRoomMutation } from './queries';
import { expiryOf, passcodeHintKey, roomFormValues } from './room-form';
import { RoomLinksSection } from './RoomLinksSection';
import { RoomWorksSection } from './RoomWorksSection';
import { VisibilitySwitches } from './VisibilitySwitches';

/**
 * Makes or edits a room: title and introductions, works with room prices, fields shown,
 * passcode and expiry, recipient links. Validated by the contract's schema; saved as the
 * `data` part of POST/PUT /share.
 */
export function RoomEditor({
  gid,
  room,
  onClose,
}: {
  gid: string;
  /** The room to edit; null makes a new one. */
  room: RoomDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rooms');
  const phone = useMediaQuery('(max-width: 40em)');
  const errorMessage = useErrorMessage();
  const textIn = useTextIn();
  const save = useSaveRoomMutation(gid);
  const [removePasscode, setRemovePasscode] = useState(false);
  const form = useContractForm({
    schema: roomInputSchema,
    initialValues: roomFormValues(room),
    messages: 'rooms:editor.fields',
    prepare: (values) => ({
      ...values,
      expiresAt: expiryOf(values.expiresAt),
      // Lists pass to the schema as they are: an empty e-mail of a link means none.
      links: values.links.map((link) => ({ ...link, email: link.email?.trim() || null })),
    }),
  });
  const values = form.getValues();
  const submit = form.onSubmit(
    (data) => {
      // An empty passcode field keeps the passcode; removing it is its own choice.
      const passcode = values.passcode ? data.passcode : removePasscode ? null : undefined;
      save.mutate(
        { shareid: room?.shareid ?? null, data: { ...data, passcode } },
        {
          onSuccess: (saved) => {
            toast.success({
              message: room ? t('editor.saved') : t('editor.created', { title: textIn(titleOf(saved)) }),
            });
            onClose();
          },
          onError: (error) => form.showServerErrors(error),
        },
      );
    },
    (_errors, _values, event) => {
      // The first field with a problem comes into view, as the browser's own check brought it.
      const shown = event?.currentTarget;
      if (shown instanceof HTMLFormElement) {
        requestAnimationFrame(() => shown.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
    },
  );
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={t(room ? 'editor.editTitle' : 'editor.createTitle')}
    >
      {/* The contract's schema checks the fields and says what is wrong beside them, not the browser. */}
      <form onSubmit={submit} noValidate data-testid="room-editor">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('editor.title')}
              required
              {...form.getInputProps('title')}
              data-testid="room-editor-title"
            />
            <TextInput
              label={t('editor.titleEn')}
              {...form.getInputProps('titleEn')}
              {...missingTextHint(values.titleEn, values.title, t('editor.missingTitleEn'))}
              data-testid="room-editor-title-en"
            />
          </SimpleGrid>
          <Textarea label={t('editor.intro')} autosize minRows={2} {...form.getInputProps('intro')} />
          <Textarea label={t('editor.introEn')} autosize minRows={2} {...form.getInputProps('introEn')} />
          <RoomWorksSection
            gid={gid}
            works={values.works}
            error={form.errors.works}
            onChange={(works) => form.setFieldValue('works', works)}
          />
          <Stack gap={4}>
            <Text fw={600}>{t('editor.visibility')}</Text>
            <Text size="sm" c="gray.7">
              {t('editor.visibilityHint')}
            </Text>
            <VisibilitySwitches
              value={values.visibility}
              onChange={(visibility) => form.setFieldValue('visibility', visibility)}
              testId="room-editor-visibility"
            />
          </Stack>
          <RoomLinksSection
            links={values.links}
            saved={room?.links ?? []}
            roomVisibility={values.visibility}
            error={form.errors.links}
            onChange={(links) => form.setFieldValue('links', links)}
          />
          <Group grow align="flex-start" wrap="wrap">
            <PasswordInput
              label={t('editor.passcode')}
              description={t(passcodeHintKey(room))}
              autoComplete="new-password"
              {...form.getInputProps('passcode')}
              data-testid="room-editor-passcode"
            />
            <TextInput label={t('editor.expiresAt')} type="date" {...form.getInputProps('expiresAt')} />
          </Group>
          {room?.hasPasscode && (
            <Checkbox
              label={t('editor.removePasscode')}
              checked={removePasscode}
              onChange={(event) => setRemovePasscode(event.currentTarget.checked)}
            />
          )}
          <Checkbox
            label={t('editor.notifyFirstOpen')}
            {...form.getInputProps('notifyFirstOpen', { type: 'checkbox' })}
            data-testid="room-editor-notify"
          />
          {room && (
            <Checkbox
              label={t('editor.regenerateRoom')}
              {...form.getInputProps('regeneratePath', { type: 'checkbox' })}
            />
          )}
          {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="room-editor-save">
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
