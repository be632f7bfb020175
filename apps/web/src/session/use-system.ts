'use client';

import { useQuery } from '@tanstack/react-query';
import { systemQueryOptions } from '@/api/platform';
import type { System } from '@/api/platform-types';

/** GET /system (spec §3 system data): currencies, countries and the form switches. */
export function useSystem(locale: string, enabled = true): System | undefined {
  const { data } = useQuery({ ...systemQueryOptions(locale), enabled });
  return data;
}
