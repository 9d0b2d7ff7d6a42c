import { Group, Input, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_TYPES } from './signup-payload';

/** "I am an artist / a gallery / …": the user type of SPEC.md §3 as cards to pick from. */
export function UserTypePicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (type: number) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      label={t('fields.type.label')}
      error={error}
      data-testid="signup-type"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
        {SIGNUP_TYPES.map(({ key, type }) => (
          <Radio.Card
            key={key}
            value={String(type)}
            p="sm"
            radius="md"
            data-testid={`signup-type-${key}`}
            aria-label={t(`userTypes.${key}.label`)}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator size="sm" mt={2} />
              <Stack gap={0}>
                <Text fw={700} size="sm">
                  {t(`userTypes.${key}.label`)}
                </Text>
                <Text size="xs" c="gray.7">
                  {t(`userTypes.${key}.description`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      {!error && <Input.Description mt={4}>{t('fields.type.description')}</Input.Description>}
    </Radio.Group>
  );
}
