import type { ScreenProps } from '../screens/screenTypes';
import { GenericShow } from '../screens/show/GenericShow';
import { OutbreakReportsButton } from './OutbreakReportsButton';
import { OutbreakSummary } from './OutbreakSummary';

/** The outbreak page: its fields, then its totals, curve, map and registrations; its WAHIS reports. */
export function OutbreakShow({ resource, id }: ScreenProps) {
  return (
    <GenericShow resource={resource} id={id} actions={<OutbreakReportsButton />}>
      <OutbreakSummary resource={resource} />
    </GenericShow>
  );
}
