/**
 * Axis labels wrapped on word boundaries instead of cut with an ellipsis: a disease or breed name stays
 * readable whole. A word longer than a line keeps its own line (never split mid-word).
 */
export function wrapLabel(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Characters per line of a wrapped axis label, for an axis `width` px wide at `fontSize` px. */
export const charsPerLine = (width: number, fontSize: number) =>
  Math.max(8, Math.floor(width / (fontSize * 0.56)));

/** The most lines any of the labels takes once wrapped. */
export const maxLines = (labels: readonly string[], maxChars: number) =>
  labels.reduce((most, label) => Math.max(most, wrapLabel(label, maxChars).length), 1);
