/** The category axis of a horizontal bar chart: wide enough, labels wrapped (WrappedTick), bars spaced for them. */
import { TICK_FONT_SIZE, TICK_LINE_HEIGHT, WrappedTick } from './WrappedTick';
import { charsPerLine, maxLines } from './wrapLabel';

const AXIS_WIDTH = 150;
const MIN_ROW_HEIGHT = 26;

export function categoryAxis(labels: readonly string[], width = AXIS_WIDTH) {
  const maxChars = charsPerLine(width - 8, TICK_FONT_SIZE);
  const lines = maxLines(labels, maxChars);
  return {
    width,
    rowHeight: Math.max(MIN_ROW_HEIGHT, lines * TICK_LINE_HEIGHT + 10),
    tick: (rtl: boolean) => (props: object) => <WrappedTick {...props} maxChars={maxChars} rtl={rtl} />,
  };
}
