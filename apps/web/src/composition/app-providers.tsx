'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import type { Provider } from '@sportsbook/betting/ticket/types';
import {
  handleMutationError,
  handleQueryError,
  setGlobalErrorLabels,
  type GlobalErrorLabels,
} from '@/api/global-error';
import { makeQueryClient } from '@/api/query-client';
import { configureReporting } from '@/lib/error-reporting/reporter';
import type { ReportingConfig } from '@/lib/error-reporting/options';
import { ConnectionAlert } from '@/realtime/connection-alert';
import { RealtimeProvider } from '@/realtime/realtime-provider';
import { useAuthStatus, usePlayer } from '@/session/session';
import { Toaster } from '@/ui/toast';

/** The page's real-time connection, following the signed-in player's private channel. */
function PlayerRealtime(props: Omit<ComponentProps<typeof RealtimeProvider>, 'userId'>) {
  const status = useAuthStatus();
  const player = usePlayer();
  // spec §4: reconnect on unknown/pending -> logged in and on the way back to not logged in
  const userId = status === 'loggedIn' ? (player?.id ?? null) : null;
  return <RealtimeProvider {...props} userId={userId} />;
}

/** Client-side providers of every page: the query cache and the real-time connection feeding it. */
export function AppProviders({
  pushUrl,
  locale,
  enabledSportTypes,
  enabledProviders,
  connectionLabels,
  errorLabels,
  reporting,
  toastCloseLabel,
  deltaCompression,
  children,
}: {
  pushUrl: string;
  locale: string;
  enabledSportTypes: string[];
  enabledProviders: string[];
  connectionLabels: { title: string; description: string };
  /** Spec §8 generic alert texts: global-error.default.title and .description. */
  errorLabels: GlobalErrorLabels;
  /** Error reporting (issue 17); null: off (no DSN configured). */
  reporting: ReportingConfig | null;
  /** Name of a toast's close button. */
  toastCloseLabel: string;
  /** Site feature flag: the real-time channels ask for delta compression (spec §6). */
  deltaCompression: boolean;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    // before the first query can fail: texts of the alert and where reports go
    setGlobalErrorLabels(errorLabels);
    configureReporting(reporting);
    return makeQueryClient({
      server: false,
      onQueryError: handleQueryError,
      onMutationError: handleMutationError,
    });
  });
  const typesKey = enabledSportTypes.join(',');
  const providersKey = enabledProviders.join(',');
  // stable flags: the connection is not rebuilt on every render
  const flags = useMemo(
    () => ({
      enabledSportTypes: typesKey.split(','),
      enabledProviders: providersKey.split(',') as Provider[],
    }),
    [typesKey, providersKey],
  );
  return (
    <QueryClientProvider client={client}>
      <PlayerRealtime pushUrl={pushUrl} locale={locale} flags={flags} delta={deltaCompression}>
        {children}
        <ConnectionAlert labels={connectionLabels} />
        <Toaster closeLabel={toastCloseLabel} />
      </PlayerRealtime>
    </QueryClientProvider>
  );
}
