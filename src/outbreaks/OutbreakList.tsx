import { GenericList } from '../screens/list/GenericList';
import type { ScreenProps } from '../screens/screenTypes';
import { SixMonthlyButton } from './SixMonthlyButton';

/** The outbreaks list, with the six-monthly WAHIS report of the outbreaks the viewer may read. */
export function OutbreakList({ resource, id }: ScreenProps) {
  return <GenericList resource={resource} id={id} actions={<SixMonthlyButton />} />;
}
