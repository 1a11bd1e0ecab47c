import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DialogHosts } from '../shared/ui/dialog-hosts';
import { LoadingBar } from '../shared/ui/loading-bar';
import { PageTitle } from './page-title';

/** What every screen shares: the loading bar, the tab title and the app-wide dialogs. */
export function RootShell() {
  return (
    <>
      <LoadingBar />
      <PageTitle />
      <Outlet />
      <DialogHosts />
      <ScrollRestoration />
    </>
  );
}
