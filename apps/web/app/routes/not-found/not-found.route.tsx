import { data } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';

/** Any path no route claims answers 404, rendered inside the app layout. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundView />;
}
