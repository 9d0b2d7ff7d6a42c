import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { RoomDto, RoomVisibility } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from './CopyLinkButton';
import type { RoomFormValues } from './room-form';
import { VisibilitySwitches } from './VisibilitySwitches';

type RoomLink = RoomFormValues['links'][number];

/**
 * The recipient links: one per person, each with its own address (copied here once saved) and,
 * when it should differ from the room, its own fields shown; `error` says what is wrong with them.
 */
export function RoomLinksSection({
  links,
  saved,
  roomVisibility,
  error,
  onChange,
}: {
  links: RoomLink[];
  saved: RoomDto['links'];
  roomVisibility: RoomVisibility;
  error?: ReactNode;
  onChange: (links: RoomLink[]) => void;
}) {
  const { t } = useTranslation('rooms');
  const change = (index: number, patch: Partial<RoomLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('editor.links')}</Text>
      <Text size="sm" c="gray.7">
        {t('editor.linksHint')}
      </Text>
      {links.map((link, index) => {
        const path = saved.find((one) => one.lid === link.lid)?.path;
        return (
          <Paper key={link.lid ?? `new-${index}`} withBorder p="sm" data-testid="room-editor-link">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('editor.linkName')}
                  value={link.name}
                  onChange={(event) => change(index, { name: event.currentTarget.value })}
                  style={{ flex: '1 1 160px' }}
                  data-testid="room-editor-link-name"
                />
                <TextInput
                  label={t('editor.linkEmail')}
                  type="email"
                  value={link.email ?? ''}
                  onChange={(event) => change(index, { email: event.currentTarget.value })}
                  style={{ flex: '1 1 200px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.remove')}
                  onClick={() => onChange(links.filter((_, at) => at !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
              <Switch
                label={t('editor.followRoom')}
                checked={link.visibility === null}
                onChange={(event) =>
                  change(index, { visibility: event.currentTarget.checked ? null : { ...roomVisibility } })
                }
                data-testid="room-editor-link-follow"
              />
              {link.visibility && (
                <VisibilitySwitches
                  value={link.visibility}
                  onChange={(visibility) => change(index, { visibility })}
                  testId="room-editor-link-visibility"
                />
              )}
              {path && (
                <Group gap="xs">
                  <CopyLinkButton path={path} testId="room-editor-link-copy" />
                  <Checkbox
                    size="xs"
                    label={t('editor.regenerate')}
                    checked={link.regenerate ?? false}
                    onChange={(event) => change(index, { regenerate: event.currentTarget.checked })}
                  />
                  <Text size="xs" c="gray.7" data-testid="room-editor-link-path" style={{ wordBreak: 'break-all' }}>
                    /showcase/{path}
                  </Text>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      {error && (
        <Text size="sm" c="red.8" role="alert" data-testid="room-editor-links-error">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        onClick={() => onChange([...links, { name: '', email: '', visibility: null, regenerate: false }])}
        data-testid="room-editor-add-link"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('editor.addLink')}
      </Button>
    </Stack>
  );
}
