/** A one-line progress bar on stderr: percentage, rows per second and time left. */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  const width = 30;
  const format = new Intl.NumberFormat('en-US');
  return {
    update(done: number): void {
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const ratio = total ? done / total : 1;
      const filled = Math.round(ratio * width);
      const eta = rate > 0 ? clock(Math.ceil((total - done) / rate)) : '…';
      const line =
        `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(1).padStart(5)}%  ` +
        `${format.format(done)}/${format.format(total)}  ${format.format(Math.round(rate))} rows/s  ETA ${eta}`;
      // Without a terminal, \r would pile up in a log: print one line per update instead.
      stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
    },
    finish(): void {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m}m${String(s).padStart(2, '0')}s` : `${s}s`;
}
