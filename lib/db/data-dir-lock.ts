import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** The lock's file, beside the embedded database's folder in DATA_DIR. */
export const LOCK_FILE = "pglite.lock";

/** The embedded database's folder is open in another process that is still running. */
export class DataDirInUseError extends Error {}

/**
 * Takes the embedded database's folder for this process, or throws DataDirInUseError naming the
 * process that has it. PGlite opens a data directory that another process has open without a
 * word (PostgreSQL's own postmaster.pid check cannot see other processes from inside
 * WebAssembly), and two processes on one folder each keep their own copy of its pages and write
 * the same WAL: what one commits the other never sees and may overwrite. `npm run dev` started
 * a second time (the first one sits silent while it migrates and seeds) takes port 3001 by itself
 * and opens the same `.data/`: a guest's cancel on that server's first request answered 200
 * "cancelled" while the first server, and every page it served, kept the plan active. The lock is
 * a file holding the owner's pid, created only if absent; one whose process is gone (killed, the
 * machine restarted) is taken over. Answers the release, which also runs when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(file);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is open in another process (pid ${owner}): another \`npm run dev\`, ` +
            `\`next start\` or script. Stop it first, or set DATA_DIR to another folder. If no process ${owner} runs, delete ${file}.`,
        );
      }
      // Left by a process that is gone (or by this one): take it over.
      unlinkSync(file);
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    const release = () => {
      process.off("exit", release);
      if (ownerOf(file) === process.pid) unlinkSync(file);
    };
    process.on("exit", release);
    return release;
  }
  throw new DataDirInUseError(`The embedded database in ${dataDir} could not be locked (${file} keeps coming back).`);
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
