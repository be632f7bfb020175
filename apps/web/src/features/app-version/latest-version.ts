import { getSiteConfig } from '@/api/site-config';

/** The app version the site configuration names now (loaded lazily: not in first-load JS). */
export async function latestAppVersion(): Promise<string> {
  return (await getSiteConfig()).appVersion;
}
