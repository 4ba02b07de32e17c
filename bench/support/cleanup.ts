/** Undo steps run in reverse order, whatever happened, so a failure never leaves a server or a pool behind. */
export class Cleanup {
  private readonly steps: (() => Promise<unknown> | unknown)[] = [];

  add<T>(value: T, undo: (value: T) => Promise<unknown> | unknown): T {
    this.steps.push(() => undo(value));
    return value;
  }

  async run(): Promise<void> {
    while (this.steps.length) {
      try {
        await this.steps.pop()?.();
      } catch (error) {
        process.stderr.write(`cleanup: ${String(error)}\n`);
      }
    }
  }
}
