import { adjustToDate, bookableDates, DEBOUNCE_MS, durations, startHours } from '@brilho/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADDRESS_PARAM, PARAMS } from '../../lib/purchaseFlowParams';
import { STORAGE_PREFIX } from '../../lib/session';

/**
 * The scheduler's state ("Scheduler state"). What the customer filtered and picked lives in
 * the URL, so a reload or the back button keeps it; what they typed lives in session storage.
 */

export interface Filters {
  date: string | null;
  startHour: number | null;
  duration: number | null;
  name: string;
}

export const NO_FILTERS: Filters = { date: null, startHour: null, duration: null, name: '' };

const toInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
};

export function readFilters(params: URLSearchParams): Filters {
  const date = params.get(PARAMS.date);
  return {
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    startHour: toInt(params.get(PARAMS.startHour)),
    duration: toInt(params.get(PARAMS.duration)),
    name: params.get(PARAMS.name) ?? '',
  };
}

export function writeFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  set(PARAMS.date, filters.date);
  set(PARAMS.startHour, filters.startHour);
  set(PARAMS.duration, filters.duration);
  set(PARAMS.name, filters.name.trim());
  return next;
}

export const sameFilters = (a: Filters, b: Filters): boolean =>
  a.date === b.date && a.startHour === b.startHour && a.duration === b.duration && a.name === b.name;

/**
 * The filters as the rules allow them now: a day no longer bookable is dropped; the start hour and the
 * duration move to the nearest valid values for the day (`adjustToDate`), as when the date changes.
 */
export function validFilters(filters: Filters, now: Date): Filters {
  if (filters.date === null) return { ...filters, startHour: null, duration: null };
  if (!bookableDates(now).includes(filters.date)) return { ...NO_FILTERS, name: filters.name };
  return changeDate(filters, filters.date, now);
}

/** The durations offered for a day and (maybe not yet chosen) start hour: the earliest hour's when none. */
export function durationsFor(date: string | null, startHour: number | null, now: Date): number[] {
  if (date === null) return [];
  const hour = startHour ?? startHours(date, now)[0];
  return hour === undefined ? [] : durations(date, hour);
}

/**
 * The filters after the customer picks a day (scheduling rules): the start hour and the duration move to the
 * nearest valid values (`adjustToDate`); both clear when the day has no hours.
 */
export function changeDate(filters: Filters, date: string, now: Date): Filters {
  const adjusted = adjustToDate(filters, date, now);
  if (!adjusted) return { ...filters, date, startHour: null, duration: null };
  const allowed = durationsFor(date, adjusted.startHour, now);
  const duration =
    adjusted.duration === null || allowed.includes(adjusted.duration)
      ? adjusted.duration
      : (allowed[allowed.length - 1] ?? null);
  return { ...filters, date, startHour: adjusted.startHour, duration };
}

/** The filters after the customer picks a start hour: a duration that no longer fits is shortened. */
export function changeStartHour(filters: Filters, startHour: number | null, now: Date): Filters {
  if (filters.date === null) return { ...filters, startHour };
  return changeDate({ ...filters, startHour }, filters.date, now);
}

/** The scheduler's URL: the filters, the chosen professional and the step, with their setters. */
export function useSchedulerParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const professionalId = params.get(PARAMS.professional);
  const step = params.get(PARAMS.step);
  const offerId = params.get(PARAMS.offer);

  /** New filters: back to the list (the chosen professional may not be free for them). */
  const applyFilters = useCallback(
    (next: Filters, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const written = writeFilters(current, next);
          written.delete(PARAMS.professional);
          written.delete(PARAMS.step);
          written.delete(PARAMS.offer);
          return written;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  /** The schedule modal's confirmation: the slot and the professional. */
  const chooseProfessional = useCallback(
    (professionalId: string, slot: { date: string; startHour: number; duration: number }) =>
      setParams((current) => {
        const written = writeFilters(current, { ...readFilters(current), ...slot });
        written.set(PARAMS.professional, professionalId);
        written.delete(PARAMS.step);
        return written;
      }),
    [setParams],
  );

  const setStep = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const written = new URLSearchParams(current);
        if (next) written.set(PARAMS.step, next);
        else written.delete(PARAMS.step);
        return written;
      }),
    [setParams],
  );

  const backToSearch = useCallback(
    () =>
      setParams((current) => {
        const written = new URLSearchParams(current);
        written.delete(PARAMS.professional);
        written.delete(PARAMS.step);
        return written;
      }),
    [setParams],
  );

  /** The cleaning offer shown instead of the list (null: back to the list). */
  const setOffer = useCallback(
    (id: string | null, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const written = new URLSearchParams(current);
          if (id) written.set(PARAMS.offer, id);
          else written.delete(PARAMS.offer);
          return written;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  /** After the order: only the address stays. */
  const reset = useCallback(
    () =>
      setParams(
        (current) => {
          const written = new URLSearchParams();
          const address = current.get(ADDRESS_PARAM);
          if (address) written.set(ADDRESS_PARAM, address);
          return written;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    filters,
    professionalId,
    step,
    offerId,
    applyFilters,
    chooseProfessional,
    setStep,
    backToSearch,
    setOffer,
    reset,
  };
}

// ---------------------------------------------------------------------------------------------------
// What the customer typed and answered (session storage, under the prefix logout sweeps)

export type Answer = 'YES' | 'NO';

export interface Draft {
  description: string;
  /** CUSTOMER_ALLOW_PROFESSIONAL_CHANGE_IN_NO_SHOW_CASE. */
  allowProfessionalChange: Answer | null;
  /** CUSTOMER_ORDER_REQUIRE_PROFESSIONAL_PRODUTCS. */
  includeProducts: Answer | null;
}

export const DRAFT_KEY = `${STORAGE_PREFIX}scheduler`;
const EMPTY_DRAFT: Draft = { description: '', allowProfessionalChange: null, includeProducts: null };

const isAnswer = (value: unknown): value is Answer => value === 'YES' || value === 'NO';

export function loadDraft(): Draft {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
    if (!raw || typeof raw !== 'object') return EMPTY_DRAFT;
    return {
      description: typeof raw.description === 'string' ? raw.description : '',
      allowProfessionalChange: isAnswer(raw.allowProfessionalChange) ? raw.allowProfessionalChange : null,
      includeProducts: isAnswer(raw.includeProducts) ? raw.includeProducts : null,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

function storeDraft(draft: Draft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage turned off: the draft lives as long as the page.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The draft of the order: answers are stored at once, the description 1 s after typing stops (spec rules
 * Scheduling rules), so nothing is lost on a reload.
 */
export function useDraft() {
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const latest = useRef(draft);
  latest.current = draft;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving the page before the pause ends still keeps what was typed.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        storeDraft(latest.current);
      }
    },
    [],
  );

  const setDescription = useCallback((description: string) => {
    setDraft((current) => ({ ...current, description }));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      storeDraft(latest.current);
    }, DEBOUNCE_MS.description);
  }, []);

  const setAnswer = useCallback((key: 'allowProfessionalChange' | 'includeProducts', answer: Answer) => {
    setDraft((current) => {
      const next = { ...current, [key]: answer };
      storeDraft(next);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    clearDraft();
    setDraft(EMPTY_DRAFT);
  }, []);

  return { draft, setDescription, setAnswer, clear };
}

/**
 * A new step of the right column takes the focus on its heading (screen readers hear where they are; on a
 * phone it scrolls into view below the left column).
 */
export function useStepFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
