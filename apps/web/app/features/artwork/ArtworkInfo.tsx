import { Stack, Table, Text } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { useArtworkFacts } from './artwork-facts';

/** A work's details as a two-column list, then its description in the interface language. */
export function ArtworkInfo({ artwork }: { artwork: ArtworkDto }) {
  const { i18n } = useTranslation();
  const facts = useArtworkFacts(artwork);
  const english = toLocale(i18n.resolvedLanguage) === 'en';
  const description = english
    ? (artwork.descriptionEn ?? artwork.description)
    : (artwork.description ?? artwork.descriptionEn);
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
