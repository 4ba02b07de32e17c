import { type LoadOptions, runLoad } from './load';

// The load runs in its own process so the client loop does not share an event loop with the server.
process.once('message', (options: LoadOptions) => {
  runLoad(options).then(
    (figures) => process.send?.({ figures }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
  );
});
