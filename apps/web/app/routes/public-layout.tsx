import { Outlet } from 'react-router';
import { PublicShell } from '../features/public-shell/PublicShell';

/** Layout of the public pages (/showcase, /web): no session or API providers. */
export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
