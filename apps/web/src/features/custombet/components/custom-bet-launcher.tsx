'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import { whenIdle } from '@/ui/when-idle';
import { minCustomPicks, type CustomBetMatch, type CustomBetRequest } from '../custom-bet';
import styles from './custom-bet.module.css';
import { useCustomBetSlip } from './custom-bet-slip';
import { t, type CustomBetMessages } from './custom-bet-text';

export type { CustomBetMessages } from './custom-bet-text';

// issue 18: the builder's modal (its calls, the modal stack) loads once the page is idle, or at
// once when the builder opens, off the match page's first load
const loadModal = () => import('./custom-bet-modal');
const CustomBetModal = lazyChunk(loadModal);

/** The bet builder (spec §2 custom-bet modal): pick outcomes of one match, price them, add to the slip. */
export function CustomBetLauncher({
  match,
  messages: m,
  singleAllowed = false,
}: {
  match: CustomBetMatch;
  messages: CustomBetMessages;
  /** Site setting custom_bet.single_allowed: one pick is already a bet. */
  singleAllowed?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<CustomBetRequest | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { listen } = useCustomBetSlip();
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined)), []);
  useEffect(
    () =>
      listen(match.id, (request) => {
        setStart(request);
        setOpen(true);
      }),
    [listen, match.id],
  );
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.launcher}
        onClick={() => setOpen(true)}
        data-testid="custom-bet-open"
      >
        {t(m, 'open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CustomBetModal
            match={match}
            messages={m}
            minPicks={minCustomPicks(singleAllowed)}
            start={start}
            onClose={() => {
              setOpen(false);
              setStart(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
