/** A button showing or hiding one of the map's tables (its text alternative), and the table's place. */
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function TableToggle(props: {
  id: string;
  shown: boolean;
  onShown: (shown: boolean) => void;
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <Button
        size="small"
        sx={{ mt: 1 }}
        aria-expanded={props.shown}
        aria-controls={props.id}
        onClick={() => props.onShown(!props.shown)}
      >
        {translate(props.shown ? props.hideLabel : props.showLabel)}
      </Button>
      <div id={props.id}>{props.shown && props.children}</div>
    </>
  );
}
