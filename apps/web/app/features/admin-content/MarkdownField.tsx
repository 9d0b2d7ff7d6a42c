import { SimpleGrid, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkdownPreview } from './MarkdownPreview';

/** A Markdown text and, beside it (below it on a phone), its live preview. */
export function MarkdownField({
  label,
  value,
  testId,
  ...input
}: Omit<TextareaProps, 'value'> & { label: string; value: string; testId: string }) {
  const { t } = useTranslation('adminContent');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        label={label}
        description={t('markdown.help')}
        autosize
        minRows={8}
        maxRows={30}
        value={value}
        {...input}
        data-testid={testId}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('markdown.preview')}
        </Text>
        <MarkdownPreview source={value} testId={`${testId}-preview`} />
      </Stack>
    </SimpleGrid>
  );
}
