import { Alert, Box, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { visitorMessageRoute, VISITOR_MESSAGE_MAX, type VisitorSource } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { usePublicApi } from '../../lib/public-api';

/** What the visitor types: the route's own fields, so the form checks what the server checks. */
const visitorFormSchema = z.object(fieldsOf(visitorMessageRoute.body, ['name', 'email', 'message', 'homepage']));

/** Keeps the honeypot out of people's sight and reach, but in the page for form-filling robots. */
const HIDDEN_FIELD = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * A visitor's message to a gallery (`POST /visitor/message`), for public pages: viewing rooms,
 * exhibitions, websites. It needs no session (the public layout has none) and calls the contract
 * anonymously. `source` says where it is mounted, `aid` which work it asks about.
 */
export function VisitorMessageForm({ gid, source, aid }: { gid: string; source: VisitorSource; aid?: string }) {
  const { t, i18n } = useTranslation('visitors');
  const api = usePublicApi();
  const errorMessage = useErrorMessage();
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const form = useContractForm({
    schema: visitorFormSchema,
    initialValues: { name: '', email: '', message: '', homepage: '' },
  });
  // Public pages have no query client: the one call is kept in plain state.
  const submit = form.onSubmit(async (values) => {
    setPending(true);
    setError(null);
    try {
      const locale = i18n.language.startsWith('en') ? 'en' : 'ko';
      await api(visitorMessageRoute, { body: { ...values, gid, source, locale, ...(aid && { aid }) } });
      form.reset();
      setSent(true);
    } catch (failure) {
      form.showServerErrors(failure);
      setError(failure);
    } finally {
      setPending(false);
    }
  });

  if (sent) {
    return (
      <Paper withBorder p="lg" data-testid="visitor-message-sent">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('form.sentTitle')}
          </Title>
          <Text role="status">{t('form.sentBody')}</Text>
          <Button variant="default" size="xs" onClick={() => setSent(false)}>
            {t('form.another')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const failure =
    error === null
      ? null
      : hasStatus(error, 404)
        ? t('form.notFound')
        : hasStatus(error, 400)
          ? null
          : errorMessage(error);
  return (
    <Paper withBorder p="lg" data-testid="visitor-message-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('form.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('form.intro')}
            </Text>
          </div>
          <TextInput
            label={t('form.name')}
            autoComplete="name"
            {...form.getInputProps('name')}
            data-testid="visitor-name"
          />
          <TextInput
            label={t('form.email')}
            description={t('form.emailHelp')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            data-testid="visitor-email"
          />
          <Textarea
            label={t('form.message')}
            required
            autosize
            minRows={4}
            maxLength={VISITOR_MESSAGE_MAX}
            {...form.getInputProps('message')}
            data-testid="visitor-message"
          />
          <Box style={HIDDEN_FIELD} aria-hidden="true">
            <TextInput
              label={t('form.homepage')}
              tabIndex={-1}
              autoComplete="off"
              {...form.getInputProps('homepage')}
            />
          </Box>
          {failure && (
            <Alert color="red" role="alert" data-testid="visitor-message-error">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }} data-testid="visitor-send">
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
