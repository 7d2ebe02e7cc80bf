import { useEffect, useState } from 'react';

/** How long typing may pause before what is typed is searched. */
export const SEARCH_PAUSE_MS = 300;

/** What is typed in a search box, and the search itself: what was typed, trimmed, once typing paused. */
export function usePausedSearch(): { search: string; setSearch: (search: string) => void; searched: string } {
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, searched };
}
