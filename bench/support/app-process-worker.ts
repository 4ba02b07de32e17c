import { openDatabase } from '../../server/db/connect';
import { serveApp } from './app-server';

// The parent is gone (stopped or crashed): nobody measures this app any more.
process.once('disconnect', () => process.exit(1));

const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;
const db = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? '',
});
const app = await serveApp(db, process.env.BENCH_DATA_DIR ?? '');
/** The sample with the highest RSS since the last reset: what the growth was made of is read from it. */
let peak = process.memoryUsage();
const sample = () => {
  const now = process.memoryUsage();
  if (now.rss > peak.rss) peak = now;
  return now;
};
const sampler = setInterval(sample, 50);
const report = (now: NodeJS.MemoryUsage) => ({
  rssMb: megabytes(now.rss),
  peakRssMb: megabytes(peak.rss),
  atPeak: {
    heapTotalMb: megabytes(peak.heapTotal),
    heapUsedMb: megabytes(peak.heapUsed),
    externalMb: megabytes(peak.external),
    arrayBuffersMb: megabytes(peak.arrayBuffers),
  },
});
process.on('message', async (message: string) => {
  const now = sample();
  if (message === 'memory') process.send?.({ memory: report(now) });
  if (message === 'reset') {
    global.gc?.();
    peak = process.memoryUsage();
    process.send?.({ memory: report(peak) });
  }
  if (message === 'close') {
    clearInterval(sampler);
    await app.close();
    await db.close();
    process.exit(0);
  }
});
process.send?.({ url: app.url });
