import { Anchor, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MinimalShell } from '../../components/MinimalShell';
import { RouteProgressBar } from './RouteProgressBar';

/** The frame of public pages (/showcase, /web): minimal header, progress bar, no app providers. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <RouteProgressBar />
      <MinimalShell
        footer={
          <Container size="lg" py="lg">
            <Anchor component={Link} to="/" size="sm" c="gray.7">
              {t('publicShell.poweredBy')}
            </Anchor>
          </Container>
        }
      >
        {children}
      </MinimalShell>
    </>
  );
}
