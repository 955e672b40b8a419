import { describe, expect, it, vi } from 'vitest';
import { editAtVersion, type TableCallResult, type TableSession } from './table-api.js';

const at = (version: number) => ({ sessionId: 's1', version, status: 'open' }) as TableSession;
const conflict = (version: number): TableCallResult => ({
  kind: 'conflict',
  session: at(version),
  error: { message: 'Someone at the table changed the order just now.', key: 'errors:tableSessionChanged' },
});

describe('an edit at the shown version', () => {
  it('sends an add once more at the server version after a conflict, and takes that answer', async () => {
    const call = vi.fn((version: number): Promise<TableCallResult> =>
      Promise.resolve(version === 4 ? conflict(6) : { kind: 'ok', session: at(version + 1) }),
    );
    expect(await editAtVersion(call, 4, true)).toEqual({ kind: 'ok', session: at(7) });
    expect(call.mock.calls.map(([version]) => version)).toEqual([4, 6]);
  });

  it('answers the conflict of a quantity edit without sending it again', async () => {
    const call = vi.fn(() => Promise.resolve(conflict(9)));
    expect(await editAtVersion(call, 8, false)).toEqual(conflict(9));
    expect(call).toHaveBeenCalledOnce();
  });

  it('retries once only: a second conflict is answered as it is', async () => {
    const call = vi.fn((version: number) => Promise.resolve(conflict(version + 1)));
    expect(await editAtVersion(call, 1, true)).toEqual(conflict(3));
    expect(call).toHaveBeenCalledTimes(2);
  });
});
