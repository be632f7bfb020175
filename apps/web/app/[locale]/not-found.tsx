import { StaticPageContent } from '@/features/static-pages/server';

// rendered for notFound() anywhere below the locale layout, with HTTP 404 and noindex
export default function NotFound() {
  return <StaticPageContent kind="not-found" />;
}
