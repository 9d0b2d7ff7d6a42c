import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TutorialStepDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * One step: what to do and why, the way to the page that does it, and a hand mark for what the
 * data cannot see. A step the data proves stays done: it offers no unmark.
 */
export function TutorialStepCard({
  step,
  number,
  busy,
  onMark,
}: {
  step: TutorialStepDto;
  number: number;
  busy: boolean;
  onMark: (done: boolean) => void;
}) {
  const { t } = useTranslation('tutorial');
  const copy = (key: 'title' | 'what' | 'why' | 'go') => t(`steps.${step.id}.${key}`);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`tutorial-step-${step.id}`}
      data-done={step.done}
      bg={step.done ? 'gray.0' : undefined}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant={step.done ? 'filled' : 'light'} color={step.done ? 'green' : 'blue'}>
          <Text fw={700} size="sm" aria-hidden>
            {step.done ? '✓' : number}
          </Text>
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text size="xs" c="gray.7" fw={500}>
                {t('stepNumber', { number })}
              </Text>
              <Title order={2} size="h4">
                {copy('title')}
              </Title>
            </Stack>
            {step.done && (
              <Badge color="green" variant="light" data-testid={`tutorial-step-${step.id}-done`}>
                {t('done')}
              </Badge>
            )}
          </Group>
          <Text>{copy('what')}</Text>
          <Text size="sm" c="gray.7">
            <Text span fw={600}>
              {t('why')}:{' '}
            </Text>
            {copy('why')}
          </Text>
          {step.doneBy && (
            <Text size="sm" c="green.9" data-testid={`tutorial-step-${step.id}-done-by`}>
              {step.doneBy === 'data' ? t('doneByData') : t('doneByMark')}
            </Text>
          )}
          <Group gap="sm" mt={4}>
            <Button
              component={Link}
              to={step.href}
              variant={step.done ? 'default' : 'filled'}
              data-testid={`tutorial-step-${step.id}-go`}
            >
              {copy('go')}
            </Button>
            {step.doneBy !== 'data' && (
              <Button
                variant="subtle"
                color={step.done ? 'gray' : 'blue'}
                loading={busy}
                onClick={() => onMark(!step.done)}
                data-testid={`tutorial-step-${step.id}-mark`}
              >
                {step.done ? t('markUndone') : t('markDone')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
