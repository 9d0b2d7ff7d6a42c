import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { useSignedInUser } from '../session/SignedIn';
import { AdminsOnly } from './AdminsOnly';
import type { ContentPageKey } from './content-pages';

/** An admin content page: its heading and intro, and its content for platform admins only. */
export function ContentPageShell({ page, children }: { page: ContentPageKey; children: ReactNode }) {
  const { t } = useTranslation('adminContent');
  return (
    <PageShell title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)}>
      <AdminsOnly user={useSignedInUser()}>{children}</AdminsOnly>
    </PageShell>
  );
}
