import {
  adjustToDate,
  bookableDates,
  DEBOUNCE_MS,
  formatDateBR,
  MIN_DURATION_HOURS,
  SUGGESTION_MIN_PROFESSIONALS,
} from '@brilho/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type SearchFilters, searchProfessionals } from '../../entities/professional/search';
import { ApiError } from '../../lib/api/client';
import { hourLabel, texts } from '../../words/scheduler';
import { searchByDuration } from './api';
import classes from './scheduler.module.css';
import type { Filters } from './state';

/** How many following days the suggestion search tries. */
const NEXT_DAYS = 3;

type Attempt =
  | { kind: 'filters'; label: string; filters: Filters }
  | { kind: 'hours'; label: string; date: string; duration: number };

type Offer =
  | { kind: 'filters'; label: string; filters: Filters; total: number }
  | { kind: 'hours'; label: string; hours: number[]; base: Filters };

/** The alternatives to the customer's filters, in the order they are tried. */
export function alternatives(search: SearchFilters, now: Date): Attempt[] {
  const base: Filters = {
    date: search.date,
    startHour: search.startHour,
    duration: search.duration,
    name: search.name,
  };
  const list: Attempt[] = [];
  if (search.name.trim())
    list.push({ kind: 'filters', label: 'Sem filtrar pelo nome', filters: { ...base, name: '' } });
  if (search.startHour !== null)
    list.push({
      kind: 'hours',
      label: texts.otherHoursOn(formatDateBR(search.date)),
      date: search.date,
      duration: search.duration ?? MIN_DURATION_HOURS,
    });
  const following = bookableDates(now)
    .filter((date) => date > search.date)
    .slice(0, NEXT_DAYS);
  for (const date of following) {
    const adjusted = adjustToDate({ startHour: search.startHour, duration: search.duration }, date, now);
    if (!adjusted) continue;
    list.push({
      kind: 'filters',
      label: texts.suggestedDay(
        formatDateBR(date),
        adjusted.startHour === null ? null : hourLabel(adjusted.startHour),
      ),
      filters: { date, startHour: adjusted.startHour, duration: adjusted.duration, name: '' },
    });
  }
  return list;
}

type State =
  | { phase: 'waiting' | 'trying'; tried: string[]; current: string | null }
  | { phase: 'offer'; tried: string[]; offer: Offer }
  | { phase: 'nothing'; tried: string[] }
  | { phase: 'error'; tried: string[]; message: string };

/**
 * The suggestion search (the states): alternative filters are tried in turn, 1 s after the empty
 * result; the tried ones are shown struck through and the first with enough professionals is offered.
 */
export function SuggestionSearch({
  search,
  now,
  onApply,
}: {
  search: SearchFilters;
  now: Date;
  onApply: (filters: Filters) => void;
}) {
  const [state, setState] = useState<State>({ phase: 'waiting', tried: [], current: null });
  // The search runs once per filters; `now` only decides the following days.
  const [attempts] = useState(() => alternatives(search, now));

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const tried: string[] = [];
      for (const attempt of attempts) {
        if (cancelled) return;
        setState({ phase: 'trying', tried: [...tried], current: attempt.label });
        if (attempt.kind === 'hours') {
          const found = await searchByDuration({
            districtId: search.districtId,
            date: attempt.date,
            duration: attempt.duration,
          });
          const hours = [...new Set(found.professionals.flatMap((p) => p.available_start_hours ?? []))]
            .filter((hour) => hour !== search.startHour)
            .sort((a, b) => a - b);
          if (found.total >= SUGGESTION_MIN_PROFESSIONALS && hours.length > 0) {
            const base: Filters = {
              date: attempt.date,
              startHour: null,
              duration: search.duration,
              name: '',
            };
            if (!cancelled)
              setState({
                phase: 'offer',
                tried,
                offer: { kind: 'hours', label: attempt.label, hours, base },
              });
            return;
          }
        } else {
          const found = await searchProfessionals({
            districtId: search.districtId,
            date: attempt.filters.date ?? search.date,
            startHour: attempt.filters.startHour,
            duration: attempt.filters.duration,
            name: attempt.filters.name,
          });
          if (found.total >= SUGGESTION_MIN_PROFESSIONALS) {
            if (!cancelled) setState({ phase: 'offer', tried, offer: { ...attempt, total: found.total } });
            return;
          }
        }
        tried.push(attempt.label);
      }
      if (!cancelled) setState({ phase: 'nothing', tried });
    };
    const timer = setTimeout(() => {
      run().catch((error: unknown) => {
        if (cancelled) return;
        setState((current) => ({
          phase: 'error',
          tried: current.tried,
          message:
            error instanceof ApiError && error.status === 422
              ? (error.errors[0]?.title ?? texts.searchFailed)
              : texts.searchFailed,
        }));
      });
    }, DEBOUNCE_MS.suggestion);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [attempts, search]);

  if (attempts.length === 0) return null;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="sugestoes">
      <Stack gap="sm">
        <Text fw={700} id="sugestoes">
          {texts.suggestionTitle}
        </Text>
        {state.tried.length > 0 && (
          <Stack gap={4} component="ul" className={classes.list} aria-label={texts.triedFilters}>
            {state.tried.map((label) => (
              <li key={label}>
                <Text size="sm" className={classes.struck}>
                  {label}
                </Text>
                <VisuallyHidden>: sem profissionais suficientes</VisuallyHidden>
              </li>
            ))}
          </Stack>
        )}
        {(state.phase === 'waiting' || state.phase === 'trying') && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">
              {state.phase === 'trying' ? texts.trying(state.current) : texts.searchingSuggestions}
            </Text>
          </Group>
        )}
        {state.phase === 'error' && (
          <Alert color="red" variant="light" role="alert">
            {state.message}
          </Alert>
        )}
        {state.phase === 'nothing' && <Text size="sm">{texts.suggestionNothing}</Text>}
        {state.phase === 'offer' && state.offer.kind === 'hours' && (
          <Stack gap="xs">
            <Text size="sm" fw={600} id="sugestao-horarios">
              {state.offer.label} — {texts.suggestionHours}
            </Text>
            <Group gap="xs" role="group" aria-labelledby="sugestao-horarios">
              {state.offer.hours.map((hour) => (
                <Button
                  key={hour}
                  size="xs"
                  variant="light"
                  onClick={() =>
                    state.offer.kind === 'hours' && onApply({ ...state.offer.base, startHour: hour })
                  }
                >
                  {hourLabel(hour)}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {state.phase === 'offer' && state.offer.kind === 'filters' && (
          <Group gap="sm" justify="space-between">
            <Text size="sm">
              <b>{state.offer.label}</b>: {texts.professionalsAvailable(state.offer.total)}
            </Text>
            <Button
              size="sm"
              variant="light"
              onClick={() => state.offer.kind === 'filters' && onApply(state.offer.filters)}
            >
              ver profissionais
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
