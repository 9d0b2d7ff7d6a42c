import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roomUrl } from './room-access';

/** Copies a room's or a link's address. */
export function CopyLinkButton({ path, testId }: { path: string; testId?: string }) {
  const { t } = useTranslation('rooms');
  return (
    <CopyButton value={roomUrl(path)}>
      {({ copied, copy }) => (
        <Button size="xs" variant="light" color={copied ? 'green' : undefined} onClick={copy} data-testid={testId}>
          {copied ? t('list.copied') : t('list.copyLink')}
        </Button>
      )}
    </CopyButton>
  );
}
