import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The two calls of fs-native-extensions (a CommonJS package without types) this lock uses. */
interface FileLocks {
  /** Takes an exclusive advisory lock on the whole file without waiting: false when another holds it. */
  tryLock(this: void, fd: number): boolean;
  unlock(this: void, fd: number): void;
}
const { tryLock, unlock } = createRequire(import.meta.url)('fs-native-extensions') as FileLocks;

const LOCK_FILE_NAME = 'server.lock';

export class DataDirectoryBusyError extends Error {}

/**
 * PGlite takes no lock of its own: two processes writing one data directory corrupt it. The
 * server holds an exclusive advisory lock on `server.lock` (an open-file-description lock on
 * Linux, flock elsewhere) for as long as it runs. The operating system drops the lock the moment
 * its holder dies, however it dies, so a `kill -9` never blocks the next start, and a process id
 * reused by another program means nothing. The file keeps the holder's pid only to name it in
 * the message a second server prints; it is never removed (removing it would let a process that
 * opened the old file and one that creates a new file both hold "the" lock).
 */
export function lockDataDirectory(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const descriptor = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  if (!tryLock(descriptor)) {
    const holder = fs.readFileSync(lockPath, 'utf8').trim() || 'unknown';
    fs.closeSync(descriptor);
    throw new DataDirectoryBusyError(
      `The data directory ${dataDir} is in use by process ${holder}. Stop it, or set DATA_DIR to another directory.`,
    );
  }
  fs.ftruncateSync(descriptor);
  fs.writeSync(descriptor, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.ftruncateSync(descriptor);
    unlock(descriptor);
    fs.closeSync(descriptor);
  };
}
