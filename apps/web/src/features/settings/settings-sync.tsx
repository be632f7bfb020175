'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OddsType } from '@sportsbook/betting/odds/odds-type';
import { saveSettings, settingsQueryOptions } from '@/api/settings';
import { firstOddsTypeSync } from './odds-type-sync';

/**
 * Keeps a signed-in player's odds type in their betting settings (spec §3, §7 GET/POST
 * /settings): the stored type is applied on sign-in, a later change of the header switcher is
 * saved. Anonymous visitors keep only the local choice. Renders nothing.
 */
export function SettingsSync({
  loggedIn,
  oddsType,
  applyOddsType,
}: {
  loggedIn: boolean;
  /** The odds type shown now (local store). */
  oddsType: OddsType;
  applyOddsType: (oddsType: OddsType) => void;
}) {
  const client = useQueryClient();
  const { data } = useQuery({ ...settingsQueryOptions(), enabled: loggedIn });
  // the odds type the server holds as far as this tab knows; null until the first answer
  const serverOddsType = useRef<OddsType | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      serverOddsType.current = null;
      return;
    }
    if (!data) return;
    const save = (next: OddsType) => {
      const previous = serverOddsType.current;
      serverOddsType.current = next;
      saveSettings({ oddsType: next })
        .then((stored) => client.setQueryData(settingsQueryOptions().queryKey, stored))
        .catch(() => {
          // kept locally; the next change tries again
          serverOddsType.current = previous;
        });
    };
    if (serverOddsType.current === null) {
      const first = firstOddsTypeSync(data, oddsType);
      if (first.action === 'apply') {
        serverOddsType.current = first.oddsType;
        applyOddsType(first.oddsType);
      } else if (first.action === 'save') save(first.oddsType);
      else serverOddsType.current = data.oddsType;
      return;
    }
    if (oddsType !== serverOddsType.current) save(oddsType);
  }, [loggedIn, data, oddsType, applyOddsType, client]);

  return null;
}
