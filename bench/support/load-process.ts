import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadOptions } from './load';

/** Runs `runLoad` in a child process and resolves with its figures. */
export function loadInProcess(options: LoadOptions): Promise<LoadFigures> {
  const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(options);
  return new Promise((done, fail) => {
    child.once('message', (message: { figures?: LoadFigures; error?: string }) => {
      if (message.figures) done(message.figures);
      else fail(new Error(message.error));
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`the load process exited (${code}) without figures`)));
  });
}
