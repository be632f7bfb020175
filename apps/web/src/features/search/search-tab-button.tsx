'use client';

import { SearchIcon } from '@/ui/icons';
import { openSearch } from './open-search';

/** The tab bar's search tab: opens the same modal as the header button. */
export function SearchTabButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => openSearch()}>
      <SearchIcon />
      <span>{label}</span>
    </button>
  );
}
