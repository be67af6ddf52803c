import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type OrdersPage, ordersPageQuery } from '../../entities/order/api';
import { type CyclesPage, pendingCyclesQuery } from '../../entities/subscription/api';
import { notify } from '../../lib/notify';
import { texts } from '../../words/dashboard';
import {
  type OrderSectionKey,
  SECTION_PAUSE_MS,
  SECTIONS,
  type SectionKey,
  type SectionSpec,
} from './sections';

export interface SectionState<T = OrdersPage> {
  /** Undefined until the section loaded (or when it failed). */
  data: T | undefined;
  failed: boolean;
}

const queryOf = (section: SectionSpec) =>
  section.request === null ? pendingCyclesQuery : ordersPageQuery(section.request);

/**
 * Loads the dashboard's sections in sequence (the screens): each starts 500 ms after the previous one
 * settled, the loading message names the one on its way, and each failure is its own toast. Answers are
 * cached, so a ticket or payment that invalidates the orders refreshes the sections in place.
 */
export function useDashboardSections(): {
  sections: Record<OrderSectionKey, SectionState>;
  /** The pending cycles (`GET /cycles`), loaded between the pending orders and the future ones. */
  cycles: SectionState<CyclesPage>;
  /** The message of the section being loaded, null once all are done. */
  loadingMessage: string | null;
} {
  const [stage, setStage] = useState(0);
  const results = useQueries({
    queries: SECTIONS.map((section, index) => ({ ...queryOf(section), enabled: stage >= index })),
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
        notify({ type: 'error', message: key === 'pendingCycles' ? texts.cyclesFailed : texts.listFailed });
      } else if (!failed) toasted.current.delete(key);
    });
  });

  const state = <T>(index: number): SectionState<T> => ({
    data: results[index]?.data as T | undefined,
    failed: results[index]?.isError ?? false,
  });
  const sections = Object.fromEntries(
    SECTIONS.flatMap((section, index) =>
      section.request === null ? [] : [[section.key, state<OrdersPage>(index)]],
    ),
  ) as Record<OrderSectionKey, SectionState>;
  const cycles = state<CyclesPage>(SECTIONS.findIndex((section) => section.request === null));
  const loadingMessage = stage < SECTIONS.length ? SECTIONS[stage]!.loading : null;
  return { sections, cycles, loadingMessage };
}
