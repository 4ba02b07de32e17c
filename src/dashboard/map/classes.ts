/**
 * Classes of a choropleth: equal intervals over [0, max] (d3's quantize scale) or quantiles of the values
 * (d3's quantile scale), five classes coloured on ColorBrewer's YlOrRd ramp; areas with nothing are grey.
 */
import { scaleQuantile, scaleQuantize } from 'd3-scale';

export type Classification = 'equal' | 'quantile';

export const CLASS_COLOURS = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026'] as const;
export const NONE_COLOUR = '#eeeeee';

export interface ClassBreak {
  /** Lowest and highest value of the class, both included. */
  from: number;
  to: number;
  colour: string;
}

export interface Classes {
  breaks: ClassBreak[];
  colourOf: (value: number) => string;
}

/** The first whole count at or above a threshold (thresholds carry floating-point noise: 28.000000000000004). */
const firstAbove = (threshold: number) => Math.ceil(Math.round(threshold * 1e6) / 1e6);

const NO_CLASSES: Classes = { breaks: [], colourOf: () => NONE_COLOUR };

/**
 * Whole counts: a class runs from one threshold (included, as d3's scales place a value equal to a
 * threshold in the upper class) to the next one (excluded), so the legend's ranges never overlap.
 */
export function classify(values: readonly number[], method: Classification): Classes {
  const positive = values.filter((v) => v > 0);
  if (!positive.length) return NO_CLASSES;
  const [min, max] = [Math.min(...positive), Math.max(...positive)];
  const indices = CLASS_COLOURS.map((_, i) => i);
  const [classOf, thresholds] =
    method === 'equal'
      ? (() => {
          const scale = scaleQuantize<number>().domain([0, max]).range(indices);
          return [(v: number) => scale(v), scale.thresholds()] as const;
        })()
      : (() => {
          const scale = scaleQuantile<number>().domain(positive).range(indices);
          return [(v: number) => scale(v), scale.quantiles()] as const;
        })();
  const breaks: ClassBreak[] = [];
  for (const index of indices) {
    const lower = thresholds[index - 1];
    const upper = thresholds[index];
    const from = lower === undefined ? min : Math.max(min, firstAbove(lower));
    const to = upper === undefined ? max : Math.min(max, firstAbove(upper) - 1);
    if (from <= to) breaks.push({ from, to, colour: CLASS_COLOURS[index] ?? NONE_COLOUR });
  }
  return {
    breaks,
    colourOf: (value) => (value > 0 ? (CLASS_COLOURS[classOf(value)] ?? NONE_COLOUR) : NONE_COLOUR),
  };
}
