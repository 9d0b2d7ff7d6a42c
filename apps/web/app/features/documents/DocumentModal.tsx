import { Button, Group, Modal, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultPaperFor, DOCUMENT_PAPERS, LOCALES } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { usePublicEnv } from '../../lib/public-env';
import { useContentLocale } from '../i18n-content/text-in';
import { documentUrl, type DocumentOptions, type DocumentSource } from './document-links';

/**
 * Asks how to print a document — paper, language, prices — and offers it as a download link.
 * Paper starts at A4 for Korean and US Letter for English, prices shown; every opening starts afresh.
 */
export function DocumentModal({
  opened,
  onClose,
  gid,
  source,
}: {
  opened: boolean;
  onClose: () => void;
  gid: string;
  source: DocumentSource;
}) {
  const { t } = useTranslation('common');
  // Mounted only while open: a menu per work would otherwise leave a closed modal per work in the page.
  if (!opened) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={source.kind === 'infoSheet' ? t('documents.infoSheetTitle') : t('documents.priceListTitle')}
      data-testid="document-modal"
    >
      <DocumentForm gid={gid} source={source} onDone={onClose} />
    </Modal>
  );
}

function DocumentForm({ gid, source, onDone }: { gid: string; source: DocumentSource; onDone: () => void }) {
  const { t } = useTranslation('common');
  const { apiBaseUrl } = usePublicEnv();
  const locale = useContentLocale();
  const form = useForm<DocumentOptions>({
    initialValues: { paper: defaultPaperFor(locale), locale, prices: true },
  });
  const href = documentUrl(apiBaseUrl, gid, source, form.values);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('documents.intro')}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="document-paper">
          {t('documents.paper')}
        </Text>
        <SegmentedControl
          aria-labelledby="document-paper"
          data={DOCUMENT_PAPERS.map((paper) => ({ value: paper, label: t(`documents.${paper}`) }))}
          {...form.getInputProps('paper')}
          data-testid="document-paper"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="document-language">
          {t('documents.language')}
        </Text>
        <SegmentedControl
          aria-labelledby="document-language"
          data={LOCALES.map((value) => ({ value, label: t(`documents.${value}`) }))}
          {...form.getInputProps('locale')}
          data-testid="document-language"
        />
      </Stack>
      <Switch
        label={t('documents.prices')}
        description={t('documents.pricesHint')}
        {...form.getInputProps('prices', { type: 'checkbox' })}
        data-testid="document-prices"
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('documents.cancel')}
        </Button>
        {/* Closed after the click has started the download: a link taken out of the page mid-click goes nowhere. */}
        <Button
          component="a"
          href={href}
          download
          onClick={() => window.setTimeout(onDone, 0)}
          data-testid="document-download"
        >
          {t('documents.download')}
        </Button>
      </Group>
    </Stack>
  );
}
