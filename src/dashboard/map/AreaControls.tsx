/**
 * Above the choropleth: what it counts, how it classes, whether areas with open alerts are outlined, and the
 * way back from a province's departments.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useIsRtl } from '../format';
import type { AreaMeasure } from './AreaLayer';
import type { AreasAnswer } from './areaTypes';
import type { Classification } from './classes';

interface AreaControlsProps {
  answer?: AreasAnswer;
  measure: AreaMeasure;
  onMeasure: (measure: AreaMeasure) => void;
  classification: Classification;
  onClassification: (classification: Classification) => void;
  /** The alert layer's switch, for whoever may read alerts. */
  alerts?: { shown: boolean; onShown: (shown: boolean) => void };
  /** Set when the departments shown were drilled into from the provinces. */
  onBack?: () => void;
  /** More controls at the end of the row (the boundary import). */
  children?: ReactNode;
}

export function AreaControls(props: AreaControlsProps) {
  const { answer, measure, onMeasure, classification, onClassification, alerts, onBack, children } = props;
  const translate = useTranslate();
  const rtl = useIsRtl();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={measure}
        onChange={(_e, value: AreaMeasure | null) => value && onMeasure(value)}
        aria-label={translate('dashboard.areas.measureLabel')}
      >
        <ToggleButton value="registrations">{translate('dashboard.totals.registrations')}</ToggleButton>
        <ToggleButton value="animals">{translate('dashboard.totals.sickAnimals')}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={classification}
        onChange={(_e, value: Classification | null) => value && onClassification(value)}
        aria-label={translate('dashboard.areas.classesLabel')}
      >
        <ToggleButton value="equal">{translate('dashboard.areas.equal')}</ToggleButton>
        <ToggleButton value="quantile">{translate('dashboard.areas.quantile')}</ToggleButton>
      </ToggleButtonGroup>
      {alerts && (
        <FormControlLabel
          control={<Switch checked={alerts.shown} onChange={(_e, checked) => alerts.onShown(checked)} />}
          label={translate('dashboard.areas.alertLayer')}
          sx={{ mx: 0 }}
        />
      )}
      {answer?.province && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('dashboard.areas.departmentsOf', { province: answer.province.name })}
        </Typography>
      )}
      {onBack && (
        <Button
          size="small"
          onClick={onBack}
          startIcon={<ArrowBackIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {translate('dashboard.areas.back')}
        </Button>
      )}
      {children}
    </Stack>
  );
}
