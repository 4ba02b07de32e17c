import { describe, expect, it } from 'vitest';
import { maxLines, wrapLabel } from '../../../src/dashboard/charts/wrapLabel';

describe('axis labels', () => {
  it('wrap on words and keep every character (no ellipsis)', () => {
    const name = 'Péripneumonie contagieuse bovine (PPCB)';
    const lines = wrapLabel(name, 16);
    expect(lines).toEqual(['Péripneumonie', 'contagieuse', 'bovine (PPCB)']);
    expect(lines.join(' ')).toBe(name);
    expect(lines.join('')).not.toContain('…');
  });

  it('never split a word longer than a line, and count the lines of the longest label', () => {
    expect(wrapLabel('Trypanosomose', 8)).toEqual(['Trypanosomose']);
    expect(wrapLabel('طاعون المجترات الصغيرة', 14)).toEqual(['طاعون المجترات', 'الصغيرة']);
    expect(maxLines(['Rage', 'Peste des petits ruminants'], 12)).toBe(3);
  });
});
