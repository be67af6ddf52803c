import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeDate,
  changeStartHour,
  DRAFT_KEY,
  readFilters,
  useDraft,
  validFilters,
  writeFilters,
} from './state';
import { DAY, SERVER_NOW } from './testing';

const NOW = new Date(SERVER_NOW);

describe('the filters in the URL', () => {
  it('reads and writes data, hora, duracao and nome', () => {
    const params = writeFilters(new URLSearchParams('endereco=a1'), {
      date: DAY,
      startHour: 9,
      duration: 4,
      name: ' Rosa ',
    });
    expect(params.toString()).toBe('endereco=a1&data=2026-03-05&hora=9&duracao=4&nome=Rosa');
    expect(readFilters(params)).toEqual({ date: DAY, startHour: 9, duration: 4, name: 'Rosa' });
    expect(readFilters(new URLSearchParams('data=amanha&hora=x'))).toEqual({
      date: null,
      startHour: null,
      duration: null,
      name: '',
    });
  });

  it('drops a day no longer bookable and moves an hour already gone', () => {
    expect(validFilters({ date: '2026-03-01', startHour: 9, duration: 4, name: 'Ana' }, NOW)).toEqual({
      date: null,
      startHour: null,
      duration: null,
      name: 'Ana',
    });
    // Today at 9h: the first start is 12h.
    expect(validFilters({ date: '2026-03-02', startHour: 9, duration: 4, name: '' }, NOW)).toEqual({
      date: '2026-03-02',
      startHour: 12,
      duration: 4,
      name: '',
    });
    expect(validFilters({ date: null, startHour: 9, duration: 4, name: '' }, NOW).startHour).toBeNull();
  });
});

describe('changing the date', () => {
  it('moves the start hour and the duration to the nearest valid values (adjustToDate)', () => {
    // 15h in São Paulo: today starts from 18h, so an 8-hour cleaning no longer fits.
    const afternoon = new Date('2026-03-02T18:00:00Z');
    expect(changeDate({ date: DAY, startHour: 7, duration: 8, name: '' }, '2026-03-02', afternoon)).toEqual({
      date: '2026-03-02',
      startHour: 18,
      duration: 4,
      name: '',
    });
    // Without a start hour, the duration still has to fit the earliest one.
    expect(
      changeDate({ date: DAY, startHour: null, duration: 8, name: '' }, '2026-03-02', afternoon),
    ).toEqual({
      date: '2026-03-02',
      startHour: null,
      duration: 4,
      name: '',
    });
    expect(changeDate({ date: '2026-03-02', startHour: 18, duration: 4, name: '' }, DAY, afternoon)).toEqual({
      date: DAY,
      startHour: 18,
      duration: 4,
      name: '',
    });
  });

  it('shortens the duration when a later start hour is picked', () => {
    expect(changeStartHour({ date: DAY, startHour: 9, duration: 8, name: '' }, 18, NOW)).toEqual({
      date: DAY,
      startHour: 18,
      duration: 4,
      name: '',
    });
  });
});

describe('the draft of the order', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('stores the description 1 s after typing stops and the answers at once', () => {
    const { result, unmount } = renderHook(() => useDraft());
    act(() => result.current.setDescription('Limpar'));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.setDescription('Limpar a cozinha'));
    act(() => vi.advanceTimersByTime(900));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!).description).toBe('Limpar a cozinha');
    act(() => result.current.setAnswer('includeProducts', 'YES'));
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!).includeProducts).toBe('YES');
    unmount();

    // A reload finds it again.
    const again = renderHook(() => useDraft());
    expect(again.result.current.draft).toEqual({
      description: 'Limpar a cozinha',
      allowProfessionalChange: null,
      includeProducts: 'YES',
    });
    act(() => again.result.current.clear());
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
