'use client';

import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { DepositLabels } from '@/features/wallet';
import {
  getDepositModal,
  subscribeDepositModal,
  type DepositModalRequest,
} from '@/session/deposit-request';
import { modalExitMs } from '@/ui/constants';
import { Delayed } from '@/ui/delayed';
import { lazyChunk } from '@/lib/lazy-chunk';

// the deposit modals' code loads when one is first asked for, off every page's first load
const DepositModalsClient = lazyChunk(() => import('./deposit-modals-client'));

export interface DepositModalHostProps {
  locale: string;
  quickDepositEnabled: boolean;
  depositPath: string;
  labels: DepositLabels;
}

/**
 * Mounted once by the layout: shows the deposit modal requested by openDepositModal (the header,
 * the slip, the host page) and keeps it through its exit transition (spec §9).
 */
export function DepositModalHost(props: DepositModalHostProps) {
  const request = useSyncExternalStore(subscribeDepositModal, getDepositModal, () => null);
  const [shown, setShown] = useState<DepositModalRequest | null>(null);
  if (request && request !== shown) setShown(request);
  useEffect(() => {
    if (request || !shown) return;
    const timer = window.setTimeout(() => setShown(null), modalExitMs());
    return () => window.clearTimeout(timer);
  }, [request, shown]);
  if (!shown) return null;
  return (
    <Suspense
      fallback={
        <Delayed>
          <p role="status" className="visually-hidden">
            {props.labels.loading}
          </p>
        </Delayed>
      }
    >
      <DepositModalsClient {...props} request={shown} open={request !== null} />
    </Suspense>
  );
}
