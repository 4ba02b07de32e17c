/** The four charts of the dashboard, in a responsive grid: one lazily loaded chunk with recharts. */
import { Grid } from '@mui/material';
import type { Period } from '../types';
import { ByBreedChart } from './ByBreedChart';
import type { ChartProps } from './chartProps';
import { EvolutionChart } from './EvolutionChart';
import { SickBySpeciesChart } from './SickBySpeciesChart';
import { SpeciesByDiseaseChart } from './SpeciesByDiseaseChart';

export interface DashboardChartsProps extends ChartProps {
  period: Period;
  onPeriod: (period: Period) => void;
}

export default function DashboardCharts({ period, onPeriod, ...props }: DashboardChartsProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SpeciesByDiseaseChart {...props} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <EvolutionChart {...props} period={period} onPeriod={onPeriod} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SickBySpeciesChart {...props} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ByBreedChart {...props} />
      </Grid>
    </Grid>
  );
}
