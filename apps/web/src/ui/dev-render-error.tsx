'use client';

import { useEffect, useState } from 'react';

/** The message of the dev page's render failure (tests look for it at the sink). */
export const DEV_RENDER_ERROR_MESSAGE = 'Dev render failure (issue 17 trigger)';

/** Renders once, then fails to render in the browser: a client render failure on demand. */
export function RenderErrorTrigger() {
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    // after hydration, so the failure is the browser's render (error.tsx catches it)
    const timer = setTimeout(() => setBroken(true));
    return () => clearTimeout(timer);
  }, []);
  if (broken) throw new Error(DEV_RENDER_ERROR_MESSAGE);
  return <p data-testid="render-error-armed">…</p>;
}
