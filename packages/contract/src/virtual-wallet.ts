import { z } from 'zod';

/**
 * Spec §7 `POST {virtual wallet}/{provider}/launch {app} -> url`: the products a player opens inside
 * the sportsbook (spec §1 horse racing and lotteries), each behind its provider's page in a frame.
 */
export const VIRTUAL_WALLET_PROVIDERS = ['racing', 'lottery'] as const;
export type VirtualWalletProvider = (typeof VIRTUAL_WALLET_PROVIDERS)[number];

/** The layout the provider's page opens in: the phone one below 780 px (spec §9 breakpoints). */
export const LAUNCH_APPS = ['desktop', 'mobile'] as const;
export type LaunchApp = (typeof LAUNCH_APPS)[number];

export const launchRequestSchema = z.strictObject({ app: z.enum(LAUNCH_APPS) });
export type LaunchRequestWire = z.infer<typeof launchRequestSchema>;

/** A site path (not `//host`) or an http(s) URL: anything else (javascript:, data:) is never framed. */
const frameUrlSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url),
    'a site path or an http(s) URL',
  );

/** The provider's page for this player, carrying its own launch token (never the session). */
export const launchResponseSchema = z.object({ url: frameUrlSchema });
export type LaunchResponseWire = z.infer<typeof launchResponseSchema>;
