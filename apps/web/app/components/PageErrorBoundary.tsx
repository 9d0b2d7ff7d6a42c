import { useRouteError } from 'react-router';
import { ErrorView } from './ErrorView';

/** A route's error boundary that keeps the surrounding layout (menu, header) in place. */
export function PageErrorBoundary() {
  return <ErrorView error={useRouteError()} />;
}
