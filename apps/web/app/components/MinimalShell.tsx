import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SkipLink } from './SkipLink';
import { Wordmark } from './Wordmark';

/** A header with the wordmark and language switcher over a centred main column. */
export function MinimalShell({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Box component="header" className="vn-minimal-header" data-testid="public-header">
        <Container size="lg">
          <Group h={56} justify="space-between" wrap="nowrap" gap="xs">
            <Wordmark />
            <LanguageSwitcher />
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} size="lg" py="xl">
        {children}
      </Container>
      {footer && (
        <Box component="footer" className="vn-minimal-footer">
          {footer}
        </Box>
      )}
    </>
  );
}
