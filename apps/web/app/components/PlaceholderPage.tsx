import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceholderPageKey } from '../i18n/page-keys';
import { EmptyState } from './EmptyState';
import { PageShell } from './PageShell';

/** A page that is not built yet: its title, introduction and an honest empty state. */
export function PlaceholderPage({ page, children }: { page: PlaceholderPageKey; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t(`${page}.title`)} intro={t(`${page}.intro`)}>
      {children}
      <EmptyState title={t(`${page}.emptyTitle`)} body={t(`${page}.emptyBody`)} badge={t('comingNext')} />
    </PageShell>
  );
}
