/**
 * Days written the reader's way (issue 13: Chromium's own date input shows "mm/dd/yyyy" whatever the
 * app's language): the format and parse rules, and the field in French, English and Arabic.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../i18n';
import { DayField } from '../../../src/dates/DayField';
import { dayPlaceholder, formatDay, parseDay } from '../../../src/dates/dayFormat';
import { i18nProviderIn } from '../screens/support/renderScreen';

describe('a day in each language', () => {
  it('is written day first in French and Arabic, month first in English', () => {
    expect(formatDay('2026-11-24', 'fr')).toBe('24/11/2026');
    expect(formatDay('2026-11-24', 'ar')).toBe('24/11/2026');
    expect(formatDay('2026-11-24', 'en')).toBe('11/24/2026');
    expect(dayPlaceholder('fr', { day: 'jj', month: 'mm', year: 'aaaa' })).toBe('jj/mm/aaaa');
    expect(dayPlaceholder('en', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
  });

  it('is read in the same order, with any separator, Arabic-Indic digits, or as YYYY-MM-DD', () => {
    expect(parseDay('5/1/2026', 'fr')).toBe('2026-01-05');
    expect(parseDay('5/1/2026', 'en')).toBe('2026-05-01');
    expect(parseDay('24.11.2026', 'fr')).toBe('2026-11-24');
    expect(parseDay('٢٤/١١/٢٠٢٦', 'ar')).toBe('2026-11-24');
    expect(parseDay('2026-11-24', 'en')).toBe('2026-11-24');
  });

  it('is not a day when the calendar has no such day or the year is not whole', () => {
    expect(parseDay('31/02/2026', 'fr')).toBeNull();
    expect(parseDay('24/11/26', 'fr')).toBeNull();
    expect(parseDay('24/11', 'fr')).toBeNull();
    expect(parseDay('13/24/2026', 'en')).toBeNull();
  });
});

function Field({ locale, onChange }: { locale: Locale; onChange: (day: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2026-11-24');
  return (
    <AdminContext i18nProvider={i18nProviderIn(locale)} store={memoryStore()}>
      <DayField
        label="Day"
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </AdminContext>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Day' });

describe('the day field', () => {
  it.each([
    ['fr', '24/11/2026', 'jj/mm/aaaa'],
    ['en', '11/24/2026', 'mm/dd/yyyy'],
    ['ar', '24/11/2026', 'يوم/شهر/سنة'],
  ] as const)('shows the day and its placeholder in %s', async (locale, shown, placeholder) => {
    render(<Field locale={locale} onChange={vi.fn()} />);
    expect(await screen.findByDisplayValue(shown)).toBe(input());
    expect(input().getAttribute('placeholder')).toBe(placeholder);
  });

  it('gives the typed day, and no day with a message for text that is not one', async () => {
    const onChange = vi.fn();
    render(<Field locale="fr" onChange={onChange} />);
    await screen.findByDisplayValue('24/11/2026');
    fireEvent.change(input(), { target: { value: '31/02/2026' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('Saisissez une date au format jj/mm/aaaa')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText('Saisissez une date au format jj/mm/aaaa')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input(), { target: { value: '5/1/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    expect(screen.queryByText('Saisissez une date au format jj/mm/aaaa')).toBeNull();
    fireEvent.blur(input());
    expect(input()).toHaveProperty('value', '05/01/2026');
  });

  it("writes a day picked in the browser's calendar the reader's way", async () => {
    const onChange = vi.fn();
    const { container } = render(<Field locale="fr" onChange={onChange} />);
    expect(await screen.findByRole('button', { name: 'Ouvrir le calendrier' })).toBeTruthy();
    const calendar = container.querySelector('input[type="date"]');
    if (!calendar) throw new Error('no calendar input');
    fireEvent.change(calendar, { target: { value: '2026-03-09' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-09');
    expect(input()).toHaveProperty('value', '09/03/2026');
  });
});
