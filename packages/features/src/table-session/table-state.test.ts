import { describe, expect, it } from 'vitest';
import { initialTableState, isNewer, tableReducer, type TableState } from './table-state.js';

type Snap = { version: number; status: 'open' | 'closed'; lines: string[] };
const snap = (version: number, lines: string[] = [], status: Snap['status'] = 'open'): Snap => ({
  version,
  status,
  lines,
});
const start: TableState<Snap> = initialTableState;

describe('the table state', () => {
  it('shows the first snapshot it gets, with no notice', () => {
    const state = tableReducer(start, { type: 'answer', snapshot: snap(1, ['fatteh']) });
    expect(state).toEqual({ snapshot: snap(1, ['fatteh']), notice: null });
  });

  it('keeps the newer table when an older answer arrives after a newer push', () => {
    const pushed = tableReducer(tableReducer(start, { type: 'answer', snapshot: snap(3) }), {
      type: 'push',
      snapshot: snap(5, ['a', 'b']),
    });
    const late = tableReducer(pushed, { type: 'answer', snapshot: snap(4, ['a']) });
    expect(late.snapshot).toEqual(snap(5, ['a', 'b']));
  });

  it('announces a pushed change from another phone, but not the same version pushed again', () => {
    const shown = tableReducer(start, { type: 'answer', snapshot: snap(2) });
    const changed = tableReducer(shown, { type: 'push', snapshot: snap(3, ['x']) });
    expect(changed.notice).toBe('updated');
    const again = tableReducer(tableReducer(changed, { type: 'dismiss' }), {
      type: 'push',
      snapshot: snap(3, ['x']),
    });
    expect(again.notice).toBeNull();
  });

  it("takes the server's snapshot on a version conflict and says so, dropping the lost edit", () => {
    const shown = tableReducer(start, { type: 'answer', snapshot: snap(7, ['mine']) });
    const conflict = tableReducer(shown, { type: 'conflict', snapshot: snap(8, ['theirs']) });
    expect(conflict).toEqual({ snapshot: snap(8, ['theirs']), notice: 'conflict' });
    expect(tableReducer(conflict, { type: 'dismiss' }).notice).toBeNull();
  });

  it('keeps a closed session closed even when a stale open snapshot arrives', () => {
    const closed = tableReducer(start, { type: 'push', snapshot: snap(9, [], 'closed') });
    expect(tableReducer(closed, { type: 'answer', snapshot: snap(10) }).snapshot?.status).toBe('closed');
    expect(isNewer(snap(9, [], 'closed'), snap(9, [], 'closed'))).toBe(true);
  });

  it('never changes the state it was given', () => {
    const shown = Object.freeze(tableReducer(start, { type: 'answer', snapshot: snap(1) }));
    tableReducer(shown, { type: 'conflict', snapshot: snap(2) });
    expect(shown.snapshot?.version).toBe(1);
  });
});
