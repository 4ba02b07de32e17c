/** Setup file of the server project, run before each test file. */
import { afterAll } from 'vitest';
import { closeTestApps } from './test-app';

// After every hook of the file itself (vitest runs them last registered, first run).
afterAll(closeTestApps);
