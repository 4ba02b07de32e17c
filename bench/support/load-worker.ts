import { type LoadOptions, runLoad } from './load';

// The load runs in its own process so the client loop does not share an event loop with the server.
// The parent is gone (stopped or crashed): nobody wants the figures any more.
process.once('disconnect', () => process.exit(1));
process.once('message', (options: LoadOptions) => {
  runLoad(options).then(
    (figures) => process.send?.({ figures }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
  );
});
