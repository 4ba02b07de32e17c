import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { Box, IconButton, InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isRtl } from '../../i18n/locales';
import { dayPlaceholder, formatDay, parseDay } from './dayFormat';

export interface DayFieldProps {
  label: ReactNode;
  /** The day as YYYY-MM-DD, or null when none is chosen. */
  value: string | null;
  /** Called with the day the text now says: YYYY-MM-DD, or null when empty or not a day. */
  onChange: (day: string | null) => void;
  onBlur?: () => void;
  name?: string;
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/**
 * A day typed the reader's way (24/11/2026 in French, 11/24/2026 in English: dayFormat.ts), with a
 * calendar button. The calendar is the browser's (a hidden date input): its month names follow the
 * browser's language, the field itself the app's.
 */
export function DayField({
  label,
  value,
  onChange,
  onBlur,
  name,
  min,
  max,
  error,
  helperText,
  size,
  fullWidth,
  sx,
  'data-testid': testId,
}: DayFieldProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [text, setText] = useState(() => (value ? formatDay(value, locale) : ''));
  const [left, setLeft] = useState(false);
  const calendar = useRef<HTMLInputElement>(null);
  const typed = parseDay(text, locale);
  const unreadable = text.trim() !== '' && typed === null;

  // A value set from outside (a reset, the calendar, another language) is written out again.
  useEffect(() => {
    setText((current) =>
      parseDay(current, locale) === value ? current : value ? formatDay(value, locale) : '',
    );
  }, [value, locale]);

  const change = (next: string) => {
    setText(next);
    const day = next.trim() === '' ? null : parseDay(next, locale);
    if (day !== value) onChange(day);
  };
  const placeholder = dayPlaceholder(locale, {
    day: translate('app.dates.day'),
    month: translate('app.dates.month'),
    year: translate('app.dates.year'),
  });
  const showUnreadable = unreadable && left;

  return (
    <Box
      sx={{ position: 'relative', display: 'inline-flex', ...(fullWidth ? { width: '100%' } : {}), ...sx }}
    >
      <TextField
        name={name}
        label={label}
        value={text}
        size={size}
        fullWidth
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          setLeft(true);
          if (typed) setText(formatDay(typed, locale));
          onBlur?.();
        }}
        error={showUnreadable || error}
        helperText={showUnreadable ? translate('app.dates.unreadable', { pattern: placeholder }) : helperText}
        data-testid={testId}
        slotProps={{
          inputLabel: { shrink: true },
          // Digits and slashes read left to right in Arabic too (as 24/11/2026 is written there), so the
          // placeholder's words stand where the digits will: the day first from the left.
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'off',
            dir: 'ltr',
            style: { textAlign: isRtl(locale) ? 'right' : 'left' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('app.dates.openCalendar')}
                  onClick={() => calendar.current?.showPicker?.()}
                >
                  <CalendarMonth fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={calendar}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => {
          const day = event.target.value || null;
          setText(day ? formatDay(day, locale) : '');
          onChange(day);
        }}
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          border: 0,
          padding: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
