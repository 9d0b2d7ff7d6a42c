import '@mantine/notifications/styles.css';
import { Outlet } from 'react-router';
import { AppProviders } from '../features/app-shell/AppProviders';
import { AppShellLayout } from '../features/app-shell/AppShellLayout';

/** Layout of every page except /showcase and /web: providers, header, menu. */
export default function AppLayout() {
  return (
    <AppProviders>
      <AppShellLayout>
        <Outlet />
      </AppShellLayout>
    </AppProviders>
  );
}
