import { describe, expect, it } from 'vitest';
import { successor } from '../../server/crud/prefix-search';

describe('the end of a prefix range', () => {
  it('is the prefix with its last character one higher', () => {
    expect(successor('reg-2311')).toBe('reg-2312');
    expect(successor('reg-')).toBe('reg.');
    expect(successor('réf')).toBe('rég');
  });

  it('steps over the surrogates and past the last code point', () => {
    expect(successor('a\u{d7ff}')).toBe('a\u{e000}');
    expect(successor('a\u{10ffff}')).toBe('b');
    expect(successor('\u{10ffff}\u{10ffff}')).toBeNull();
  });

  it('bounds every text that starts with the prefix, in byte order', () => {
    const prefix = 'reg-23';
    const end = Buffer.from(successor(prefix) ?? '');
    for (const text of ['reg-23', 'reg-2311', 'reg-23\u{ffff}', 'reg-23\u{10ffff}x', 'reg-23ü'])
      expect(Buffer.compare(Buffer.from(text), end)).toBe(-1);
    expect(Buffer.compare(Buffer.from('reg-24'), end)).toBe(0);
  });
});
