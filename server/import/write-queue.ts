/**
 * The writes of an import's batches, one after the other on the import's connection, while the next batch
 * is read and checked: the checking (parsing, validation) is the server's CPU, the writing the database's,
 * so on a machine with two cores they overlap instead of taking turns.
 */
export class WriteQueue {
  #last: Promise<void> = Promise.resolve();
  #failure: { error: unknown } | undefined;

  /** Queues a write after those already queued; a failed write stops the import at its next batch. */
  add(write: () => Promise<void>): void {
    this.throwIfFailed();
    this.#last = this.#last
      .then(() => (this.#failure ? undefined : write()))
      .catch((error: unknown) => {
        this.#failure ??= { error };
      });
  }

  throwIfFailed(): void {
    if (this.#failure) throw this.#failure.error;
  }

  /**
   * Waits for every queued write, failed or not. Whoever leaves the import's transaction waits for this
   * first: a write still running would otherwise send its next statements after the ROLLBACK.
   */
  settled(): Promise<void> {
    return this.#last;
  }
}
