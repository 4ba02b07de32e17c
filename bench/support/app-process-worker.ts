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
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
process.on('message', async (message: string) => {
  const rss = process.memoryUsage().rss;
  peak = Math.max(peak, rss);
  if (message === 'memory') process.send?.({ memory: { rssMb: megabytes(rss), peakRssMb: megabytes(peak) } });
  if (message === 'reset') {
    global.gc?.();
    peak = process.memoryUsage().rss;
    process.send?.({ memory: { rssMb: megabytes(peak), peakRssMb: megabytes(peak) } });
  }
  if (message === 'close') {
    clearInterval(sampler);
    await app.close();
    await db.close();
    process.exit(0);
  }
});
process.send?.({ url: app.url });
