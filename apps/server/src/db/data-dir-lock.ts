import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE_NAME = 'server.lock';

export class DataDirectoryBusyError extends Error {}

/**
 * PGlite takes no lock of its own: two processes writing one data directory corrupt it. This
 * pid file refuses a second server on the same directory; a file left by a killed process
 * (its pid no longer alive) is taken over, so `kill -9` never blocks the next start.
 */
export function lockDataDirectory(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (isProcessAlive(holder) && holder !== process.pid) {
        throw new DataDirectoryBusyError(
          `The data directory ${dataDir} is in use by process ${holder}. Stop it, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryBusyError(`Could not lock the data directory ${dataDir}.`);
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
