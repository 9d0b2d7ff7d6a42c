import { lazy, Suspense, type ComponentProps } from 'react';
import { OpeningProgress } from '../../components/FullScreenProgress';
import type { DocumentModal as DocumentModalType } from './DocumentModal';

const DocumentModal = lazy(() => import('./DocumentModal').then((module) => ({ default: module.DocumentModal })));

/**
 * The print dialog (`DocumentModal`), its code (the form, the switches) fetched when it is first
 * opened rather than with the pages that offer documents (the progress overlay meanwhile). Mounted
 * only while open, as the dialog.
 */
export function LazyDocumentModal(props: ComponentProps<typeof DocumentModalType>) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={<OpeningProgress />}>
      <DocumentModal {...props} />
    </Suspense>
  );
}
