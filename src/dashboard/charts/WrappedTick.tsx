/** A category axis tick whose label wraps on words (wrapLabel) instead of being cut; centred on its bar. */
import { wrapLabel } from './wrapLabel';

export const TICK_FONT_SIZE = 12;
export const TICK_LINE_HEIGHT = 14;
type Anchor = 'start' | 'middle' | 'end';
const MIRRORED: Partial<Record<Anchor, Anchor>> = { start: 'end', end: 'start' };

interface WrappedTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  textAnchor?: Anchor;
  /** Characters per line. */
  maxChars: number;
  rtl: boolean;
}

export function WrappedTick({ x = 0, y = 0, payload, textAnchor = 'end', maxChars, rtl }: WrappedTickProps) {
  const text = String(payload?.value ?? '');
  const lines = wrapLabel(text, maxChars);
  const first = -((lines.length - 1) * TICK_LINE_HEIGHT) / 2;
  const anchor = rtl ? (MIRRORED[textAnchor] ?? textAnchor) : textAnchor;
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      textAnchor={anchor}
      // Arabic names read right to left; SVG's start/end follow the text direction, so the side recharts
      // anchors the label on is kept by swapping them.
      direction={rtl ? 'rtl' : 'ltr'}
      fontSize={TICK_FONT_SIZE}
      fill="#333"
      dominantBaseline="central"
    >
      {lines.map((line, i) => (
        <tspan key={`${i}-${line}`} x={Number(x)} dy={i === 0 ? first : TICK_LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
