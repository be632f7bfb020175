import type { ReactNode } from 'react';

// <html> is rendered by app/[locale]/layout.tsx, which knows the locale and direction; this
// pass-through root exists so app/not-found.tsx can answer paths outside every locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
