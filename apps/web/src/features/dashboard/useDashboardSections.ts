import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { type OrdersPage, ordersPageQuery } from '../orders/api';
import { SECTION_PAUSE_MS, SECTIONS, type SectionKey } from './sections';
import { texts } from './texts';

export interface SectionState {
  /** Undefined until the section loaded (or when it failed). */
  data: OrdersPage | undefined;
  failed: boolean;
}

/**
 * Loads the dashboard's sections in sequence (spec product §2): each starts 500 ms after the previous one
 * settled, the loading message names the one on its way, and each failure is its own toast. Answers are
 * cached, so a ticket or payment that invalidates the orders refreshes the sections in place.
 */
export function useDashboardSections(): {
  sections: Record<SectionKey, SectionState>;
  /** The message of the section being loaded, null once all are done. */
  loadingMessage: string | null;
} {
  const [stage, setStage] = useState(0);
  const results = useQueries({
    queries: SECTIONS.map((section, index) => ({
      ...ordersPageQuery(section.request),
      enabled: stage >= index,
    })),
  });
  const current = results[stage];
  const settled = current ? current.isSuccess || current.isError : false;

  useEffect(() => {
    if (!settled) return;
    if (stage === SECTIONS.length - 1) {
      setStage(SECTIONS.length);
      return;
    }
    const timer = setTimeout(() => setStage((value) => value + 1), SECTION_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [settled, stage]);

  // One toast per failed section (and again only if it fails again after succeeding).
  const toasted = useRef(new Set<SectionKey>());
  const failures = results.map((result) => result.isError);
  useEffect(() => {
    failures.forEach((failed, index) => {
      const key = SECTIONS[index]!.key;
      if (failed && !toasted.current.has(key)) {
        toasted.current.add(key);
        notify({ type: 'error', message: texts.listFailed });
      } else if (!failed) toasted.current.delete(key);
    });
  });

  const sections = Object.fromEntries(
    SECTIONS.map((section, index) => [
      section.key,
      { data: results[index]?.data, failed: results[index]?.isError ?? false },
    ]),
  ) as Record<SectionKey, SectionState>;
  const loadingMessage = stage < SECTIONS.length ? SECTIONS[stage]!.loading : null;
  return { sections, loadingMessage };
}
