import { Button, CircularProgress } from '@mui/material';

/** A full-width submit button that shows a spinner (and keeps its name) while the call runs. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      disabled={busy}
      aria-label={label}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
}
