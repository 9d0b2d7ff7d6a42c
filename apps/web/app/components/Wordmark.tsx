import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The product's wordmark, linking home. */
export function Wordmark() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/"
      aria-label={t('nav.home')}
      underline="never"
      c="secondary.8"
      fw={700}
      fz={{ base: 'lg', sm: 'xl' }}
      data-testid="wordmark"
    >
      {t('appName')}
    </Anchor>
  );
}
