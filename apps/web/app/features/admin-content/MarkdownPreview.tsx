import { Box, Text } from '@mantine/core';
import { renderPressMarkdown } from '@vernissage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a Markdown text will look like once published, rendered by the very renderer the server
 * answers with (ADR 016, 033). It escapes every character of the source and writes only its own
 * tags, so a `<script>` or an `onerror=` typed into the text shows as text here too.
 */
export function MarkdownPreview({ source, testId }: { source: string; testId: string }) {
  const { t } = useTranslation('adminContent');
  const html = useMemo(() => renderPressMarkdown(source), [source]);
  return (
    <Box
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-sm)', minHeight: 120, overflowWrap: 'anywhere' }}
      aria-label={t('markdown.preview')}
      data-testid={testId}
    >
      {html ? (
        // Safe: the renderer's output carries no markup of the author's own (see above).
        <Box className="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Text size="sm" c="gray.7">
          {t('markdown.empty')}
        </Text>
      )}
    </Box>
  );
}
