import { Stack, Table, Text } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useArtworkFacts } from './artwork-facts';
import { descriptionOf, useTextIn } from '../i18n-content/text-in';

/** A work's details as a two-column list, then its description in the interface language. */
export function ArtworkInfo({ artwork }: { artwork: ArtworkDto }) {
  const facts = useArtworkFacts(artwork);
  const description = useTextIn()(descriptionOf(artwork));
  return (
    <Stack gap="md" data-testid="artwork-info">
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
        <Table.Tbody>
          {facts.map((fact) => (
            <Table.Tr key={fact.key} data-testid={`fact-${fact.key}`}>
              <Table.Th w={110} fw={400} c="gray.7" fz="sm" style={{ verticalAlign: 'top' }}>
                {fact.label}
              </Table.Th>
              <Table.Td fz="sm">{fact.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="artwork-description">
          {description}
        </Text>
      )}
    </Stack>
  );
}
