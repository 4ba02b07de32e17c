/** Issue 8: a bounded, seeded fuzz run in every `npm test` (`npm run fuzz` runs 10,000+). */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRegistrations } from '../../server/db/seed/registrations';
import { createFuzzer, describeRequest, type Fuzzer } from '../support/fuzz/runner';
import { TEST_NOW } from '../support/templates';
import { borrowDemoDatabase } from '../support/test-db';

let fuzzer: Fuzzer;
beforeAll(async () => {
  const db = await borrowDemoDatabase();
  await seedDemoRegistrations(db.orm, { count: 30, now: TEST_NOW });
  fuzzer = await createFuzzer(db);
}, 120_000);
afterAll(() => fuzzer?.close());

describe('fuzzing from the OpenAPI document', () => {
  it('covers every operation', () => {
    expect(fuzzer.operations.length).toBeGreaterThan(60);
  });

  it('never answers 5xx; every 4xx is {message}; a refused write changes nothing; answers match their schemas', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzer.arbitrary, async (request) => {
        const outcome = await fuzzer.run(request);
        if (outcome.problem) throw new Error(`${outcome.problem}\n${describeRequest(request)}`);
      }),
      { seed: 20261123, numRuns: 300, endOnFailure: true },
    );
  }, 300_000);
});
