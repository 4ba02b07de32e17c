import { describe, expect, it } from 'vitest';
import { changesOf } from '../../../src/audit/ChangesTable';

describe('changesOf', () => {
  it('reads the changed fields of an audit record', () => {
    const changes = {
      name: { before: 'Bovins', after: 'Bovins (zébus)' },
      village_id: { before: 3, after: null },
    };
    expect(changesOf(changes)).toEqual(changes);
  });

  it('keeps only the entries that are a change, and reads nothing from a value that holds none', () => {
    expect(changesOf({ name: { before: 'a', after: 'b' }, note: 'x', count: { before: 1 } })).toEqual({
      name: { before: 'a', after: 'b' },
    });
    expect(changesOf(null)).toBeNull();
    expect(changesOf(undefined)).toBeNull();
    expect(changesOf('{"name":{}}')).toBeNull();
  });
});
