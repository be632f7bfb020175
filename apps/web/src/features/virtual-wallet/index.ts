// Face of the virtual wallet's products (spec §1 horse racing, lotteries). Server-only parts: ./server.ts.
export { ProviderFrame } from './provider-frame';
export type { ProviderFrameLabels } from './labels';
