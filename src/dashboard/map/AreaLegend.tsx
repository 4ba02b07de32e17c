/**
 * The choropleth's legend: one swatch per class with its range, the grey of "none", the alert outline (with
 * the open alerts no area shown holds: the whole country's or province's), and where the outlines come from.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../format';
import type { AreaMeasure } from './AreaLayer';
import { ALERT_OUTLINE } from './alertOutline';
import type { AreasAnswer } from './areaTypes';
import { type Classes, NONE_COLOUR } from './classes';

const Swatch = ({ colour }: { colour: string }) => (
  <Box
    aria-hidden
    sx={{ width: 18, height: 14, bgcolor: colour, border: '1px solid #4d4d4d', flex: 'none' }}
  />
);

const AlertSwatch = () => (
  <Box
    aria-hidden
    sx={{ width: 18, height: 14, border: `3px dashed ${ALERT_OUTLINE.color}`, flex: 'none' }}
  />
);

export function AreaLegend({
  answer,
  measure,
  classes,
  alerts,
}: {
  answer: AreasAnswer;
  measure: AreaMeasure;
  classes: Classes;
  /** The alert layer is shown. */
  alerts: boolean;
}) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const approximate = answer.areas.some((a) => a.outline && a.approximate);
  const circles = answer.areas.some((a) => !a.outline && a.centroid);
  return (
    <Box component="figure" sx={{ m: 0, mt: 1 }} aria-labelledby="area-legend-title">
      <Typography id="area-legend-title" variant="body2" component="figcaption" fontWeight={600}>
        {translate(`dashboard.areas.measure.${measure}`)}
      </Typography>
      <Stack
        direction="row"
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Swatch colour={NONE_COLOUR} />
          <Typography variant="body2">{translate('dashboard.areas.none')}</Typography>
        </Stack>
        {classes.breaks.map((b) => (
          <Stack key={b.colour} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Swatch colour={b.colour} />
            <Typography variant="body2" dir="ltr">
              {b.from === b.to ? format(b.from) : `${format(b.from)} – ${format(b.to)}`}
            </Typography>
          </Stack>
        ))}
        {alerts && (
          <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <AlertSwatch />
            <Typography variant="body2">{translate('dashboard.areas.alertOutline')}</Typography>
          </Stack>
        )}
      </Stack>
      {alerts && answer.openAlertsWider > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate(answer.province ? 'dashboard.areas.widerProvince' : 'dashboard.areas.widerCountry', {
            smart_count: answer.openAlertsWider,
            count: format(answer.openAlertsWider),
            province: answer.province?.name ?? '',
          })}
        </Typography>
      )}
      {(approximate || circles) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {approximate && translate('dashboard.areas.approximate')}{' '}
          {circles && translate('dashboard.areas.circles')}
        </Typography>
      )}
    </Box>
  );
}
