import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ErrorCode, hasNoNul, unlockRoomRoute, ApiError } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { usePublicApi } from '../../lib/public-api';

/**
 * The passcode form of a locked room. The passcode goes in the body of a POST, never in the URL;
 * the answer sets an httpOnly cookie, and the page then loads the room again from the server.
 */
export function RoomPasscodeForm({
  path,
  title,
  otherTitle,
}: {
  path: string;
  /** The room's title in the reader's language, and the other language's when it differs. */
  title: string;
  otherTitle: string | null;
}) {
  const { t } = useTranslation('rooms');
  const api = usePublicApi();
  const revalidator = useRevalidator();
  const [passcode, setPasscode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passcode.length === 0 || !hasNoNul(passcode)) return;
    setBusy(true);
    setError(null);
    try {
      await api(unlockRoomRoute, { params: { path }, body: { passcode } });
      await revalidator.revalidate();
    } catch (caught) {
      const tooMany = caught instanceof ApiError && caught.code === ErrorCode.rateLimited;
      setError(t(tooMany ? 'passcode.tooMany' : 'passcode.wrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="lg" maw={420} mx="auto" data-testid="room-passcode">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={1} size="h2" data-testid="room-title">
              {title}
            </Title>
            {otherTitle && (
              <Text c="gray.7" data-testid="room-title-other">
                {otherTitle}
              </Text>
            )}
          </Stack>
          <Text fw={600}>{t('passcode.title')}</Text>
          <Text size="sm" c="gray.7">
            {t('passcode.body')}
          </Text>
          <PasswordInput
            label={t('passcode.label')}
            value={passcode}
            onChange={(event) => setPasscode(event.currentTarget.value)}
            autoComplete="off"
            required
            data-testid="room-passcode-input"
          />
          {error && (
            <Alert color="red" data-testid="room-passcode-error">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={busy} data-testid="room-passcode-submit">
            {t('passcode.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
