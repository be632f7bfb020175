'use client';

import { useQuery } from '@tanstack/react-query';
import type { SystemWire } from '@sportsbook/contract/platform';
import { systemQueryOptions } from '@/api/platform';

/** GET /system (spec §3 system data): currencies, countries and the form switches. */
export function useSystem(locale: string, enabled = true): SystemWire | undefined {
  const { data } = useQuery({ ...systemQueryOptions(locale), enabled });
  return data;
}
