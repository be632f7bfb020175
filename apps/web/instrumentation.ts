import type { Instrumentation } from 'next';
import { serverRuntime } from '@/config/env';

let captureRequestError: Instrumentation.onRequestError | null = null;

/** Server start: error reporting for the Node runtime when a DSN is configured (issue 17). */
export async function register(): Promise<void> {
  if (serverRuntime() !== 'nodejs') return;
  const { startServerReporting } = await import('@/api/server-reporting');
  captureRequestError = await startServerReporting();
}

/** Spec §8: server render and route failures are reported (the filter still decides). */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) =>
  captureRequestError?.(error, request, context);
