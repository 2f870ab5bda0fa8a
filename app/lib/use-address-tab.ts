import { useState } from 'react';
import { useSearch } from 'wouter';
import { TAB_PARAM } from '#shared/constants/routes.ts';

/**
 * A tab chosen by the address as well as by a click: a notification links to /dashboard?tab=...,
 * which opens that tab on arrival and whenever the address changes while the screen is open.
 */
export function useAddressTab<Tab extends string>(isTab: (value: string) => value is Tab, fallback: Tab) {
  const search = useSearch();
  const wanted = (query: string): Tab | null => {
    const value = new URLSearchParams(query).get(TAB_PARAM);
    return value && isTab(value) ? value : null;
  };
  const [tab, setTab] = useState<Tab>(() => wanted(search) ?? fallback);
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    const next = wanted(search);
    if (next) setTab(next);
  }
  return [tab, setTab] as const;
}
