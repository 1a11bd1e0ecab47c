import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { queryClient } from '../shared/api/query-client';
import '../shared/ui/primereact-defaults';
import { DialogHosts } from '../shared/ui/dialog-hosts';
import { loadFullThemeWhenIdle } from '../shared/ui/full-theme';
import { LoadingBar } from '../shared/ui/loading-bar';
import { PageTitle } from './page-title';

/**
 * What every screen shares: the query client, the loading bar, the tab title and the app-wide dialogs.
 * It is the root route's lazy module, so React Query stays out of the start-up bundle.
 */
export function RootShell() {
  useEffect(loadFullThemeWhenIdle, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingBar />
      <PageTitle />
      <Outlet />
      <DialogHosts />
      <ScrollRestoration />
    </QueryClientProvider>
  );
}
