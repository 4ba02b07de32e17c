import { act, screen as dom, fireEvent, renderHook, waitFor } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useTimedSetFilters } from '../../../src/screens/filters/useTimedSetFilters';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const rules = [
  { id: 1, name: 'Rabies anywhere', kind: 'threshold', status: 'active', created_at: '2025-01-02T10:00:00Z' },
  { id: 2, name: 'Anthrax north', kind: 'threshold', status: 'paused', created_at: '2025-01-03T10:00:00Z' },
];

const RuleList = screen('alert_rules', 'list');

const filtersAsked = (dataProvider: DataProvider) =>
  vi.mocked(dataProvider.getList).mock.calls.map(([, params]: [string, GetListParams]) => params.filter);

/** Fake time moves on in small steps, React's work flushed after each (the list's own timers are faked). */
async function passMs(ms: number) {
  for (let passed = 0; passed < ms; passed += 5) {
    await act(() => vi.advanceTimersByTimeAsync(5));
  }
}

beforeEach(() => {
  // The filters live in the address: each test starts from the list's own.
  window.history.replaceState({}, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the filters above a generated list', () => {
  it('queries a choice at once, without waiting as for typing', async () => {
    const dataProvider = memoryDataProvider({ 'alerts/rules': rules });
    renderScreen(<RuleList />, { dataProvider });
    await dom.findByText('Anthrax north');
    fireEvent.click(dom.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await dom.findByRole('menuitemcheckbox', { name: 'Status' }));
    fireEvent.mouseDown(await dom.findByRole('combobox', { name: 'Status' }));
    const paused = await dom.findByRole('option', { name: 'Paused' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(paused);
    await passMs(50);

    expect(filtersAsked(dataProvider)).toContainEqual({ status: 'paused' });
  });

  it('queries typed text once the typing pauses, not at each keystroke', async () => {
    const dataProvider = memoryDataProvider({ 'alerts/rules': rules });
    renderScreen(<RuleList />, { dataProvider });
    await dom.findByText('Anthrax north');
    const search = dom.getByPlaceholderText('Search');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    for (const text of ['A', 'An', 'Ant']) {
      fireEvent.change(search, { target: { value: text } });
      await passMs(TYPING_PAUSE_MS / 2);
    }
    expect(filtersAsked(dataProvider)).not.toContainEqual(expect.objectContaining({ q: expect.anything() }));
    await passMs(TYPING_PAUSE_MS);
    expect(filtersAsked(dataProvider).filter((filter) => 'q' in filter)).toEqual([{ q: 'Ant' }]);
    vi.useRealTimers();
    await waitFor(() => expect(dom.queryByText('Rabies anywhere')).toBeNull());
  });
});

describe('useTimedSetFilters', () => {
  const isTyped = (source: string) => source === 'q';

  function timed(filterValues: Record<string, unknown>) {
    const setFilters = vi.fn();
    const hook = renderHook((list) => useTimedSetFilters(list, isTyped), {
      initialProps: { filterValues, setFilters },
    });
    return { setFilters, hook };
  }

  it('applies a choice made while typing at once, with the text typed so far', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { setFilters, hook } = timed({});
    hook.result.current({ q: 'A' });
    hook.result.current({ q: 'An' });
    hook.result.current({ q: 'An', status: 'paused' });
    expect(setFilters).toHaveBeenCalledExactlyOnceWith({ q: 'An', status: 'paused' }, undefined, undefined);
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(setFilters).toHaveBeenCalledOnce();
  });

  it('lays the typed text over a filter changed elsewhere while it waited', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { setFilters, hook } = timed({ status: 'paused' });
    hook.result.current({ q: 'A', status: 'paused' });
    // The trash toggle, meanwhile, through the list's own setFilters.
    hook.rerender({ filterValues: { status: 'paused', trashed: 'only' }, setFilters });
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(setFilters).toHaveBeenCalledExactlyOnceWith(
      { status: 'paused', trashed: 'only', q: 'A' },
      undefined,
    );
  });

  it('queries a pasted text, or a box cleared at once, without waiting', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { setFilters, hook } = timed({ status: 'paused' });
    hook.result.current({ q: 'R', status: 'paused' });
    hook.result.current({ q: 'REG-261206-AGME7', status: 'paused' });
    expect(setFilters).toHaveBeenCalledExactlyOnceWith(
      { q: 'REG-261206-AGME7', status: 'paused' },
      undefined,
      undefined,
    );
    hook.rerender({ filterValues: { q: 'REG-261206-AGME7', status: 'paused' }, setFilters });
    hook.result.current({ q: '', status: 'paused' });
    expect(setFilters).toHaveBeenLastCalledWith({ q: '', status: 'paused' }, undefined, undefined);
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(setFilters).toHaveBeenCalledTimes(2);
  });

  it('takes the search out when its last character is erased, and waits for that too', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { setFilters, hook } = timed({ q: 'A', status: 'paused' });
    hook.result.current({ q: '', status: 'paused' });
    expect(setFilters).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    // As the form gave it: the list's setFilters drops empty values.
    expect(setFilters).toHaveBeenCalledExactlyOnceWith({ q: '', status: 'paused' }, undefined);
  });
});
