import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverEnv } from '@/config/env';
import { RenderErrorTrigger } from '@/ui/dev-render-error';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Dev-only (DEV_API_ENABLED, the test pair's switch; off in production): a page whose render
// fails in the browser, so the tests see the fallback and its report arrive (issue 17).
export default function RenderErrorRoute() {
  if (!serverEnv().DEV_API_ENABLED) notFound();
  return <RenderErrorTrigger />;
}
