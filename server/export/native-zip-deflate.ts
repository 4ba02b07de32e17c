import { crc32, createDeflateRaw } from 'node:zlib';
import type { AsyncFlateStreamHandler, FlateError, ZipInputFile } from 'fflate';

/**
 * A zip entry deflated by Node's zlib (native code, on the thread pool) for fflate's streaming Zip: at
 * level 1 it deflates a sheet's XML about 8× faster than fflate's JavaScript deflate, which was most of
 * an export's time. Data arrives in the zip asynchronously; `push` resolves once zlib has taken the chunk,
 * so at most one chunk waits in memory.
 */
export class NativeZipDeflate implements ZipInputFile {
  crc = 0;
  size = 0;
  readonly compression = 8;
  ondata?: AsyncFlateStreamHandler;
  private readonly deflate;

  constructor(
    readonly filename: string,
    level: number,
  ) {
    this.deflate = createDeflateRaw({ level });
    // zlib's chunks are plain buffers (never shared memory): a view, not a copy.
    this.deflate.on('data', (chunk: Buffer<ArrayBuffer>) => this.ondata?.(null, chunk, false));
    this.deflate.on('end', () => this.ondata?.(null, new Uint8Array(0), true));
    this.deflate.on('error', (error) =>
      this.ondata?.(Object.assign(error, { code: 0 }) satisfies FlateError, new Uint8Array(0), true),
    );
  }

  push(chunk: Uint8Array, final = false): Promise<void> {
    // The CRC and size must be complete before the last compressed chunk reaches the zip.
    this.crc = crc32(chunk, this.crc);
    this.size += chunk.byteLength;
    return new Promise((done, fail) => {
      const taken = (error?: Error | null) => (error ? fail(error) : done());
      if (final) this.deflate.end(chunk, taken);
      else this.deflate.write(chunk, taken);
    });
  }

  terminate() {
    this.deflate.destroy();
  }
}
