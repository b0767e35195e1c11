import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq } from "drizzle-orm";
import { ZipFile } from "yazl";
import { z } from "zod";
import { homeFor, roleLabel } from "@/lib/auth/roles";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { dataExports, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { formatDate } from "@/lib/format";
import { enqueueMail } from "@/lib/jobs/mail";
import { loggable } from "@/lib/loggable";
import type { ExportPart, Person } from "@/lib/privacy/personal-data";
import { site } from "@/lib/site";
import { getStorage, type Storage } from "@/lib/storage";
import { newExportKey } from "@/lib/storage/keys";
import { ARCHIVE_TYPE } from "@/lib/storage/limits";
import { personalData } from "@/registry/personal-data";
import { dataExportMails } from "../mails";

/** The outbox kind that makes a requested export (registry/jobs.ts runs it; the request's own drain too). */
export const DATA_EXPORT_JOB = "privacy.build-export";
/** How long a made export can be downloaded before the daily job deletes it with its file. */
export const EXPORT_KEPT_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
/** How much of a stored file is read at once into the archive: what the builder holds of it at most. */
const CHUNK_BYTES = 4 * 1024 * 1024;

const payload = z.strictObject({ exportId: z.uuid() });

/** Every feature's part of the export (registry/personal-data.ts), in the registry's order. */
export function exportParts(): ExportPart[] {
  return personalData.flatMap((data) => [...data.export]);
}

export type BuildOptions = {
  /** The parts to export (tests pass their own); every feature's by default. */
  parts?: readonly ExportPart[];
  /** Where the archive is written before it is stored (the system's temporary folder by default). */
  tmpDir?: string;
};

/**
 * Makes a requested export (the outbox job DATA_EXPORT_JOB): one ZIP of every part's records and
 * files and a README, streamed entry by entry into a temporary file (never the whole archive in
 * memory), stored from that file as a stream with its size under a fresh random key, then marked
 * ready for EXPORT_KEPT_DAYS with the person's mail in the same transaction. The temporary file is
 * removed whatever happens. A build that fails is marked failed (the person may ask again at once)
 * and mailed; only when even that cannot be written does it throw, for the outbox to run it again.
 * An export no longer pending (made by an earlier run, deleted with its account) is left alone.
 */
export async function buildDataExport(input: unknown, options: BuildOptions = {}): Promise<void> {
  const { exportId } = payload.parse(input);
  const db = await getDb();
  const [found] = await db
    .select({ status: dataExports.status, id: users.id, email: users.email, name: users.name, role: users.role })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  if (!found || found.status !== "pending") return;
  const person: Person = { id: found.id, email: found.email, name: found.name, role: found.role };
  const storage = getStorage();
  const file = path.join(options.tmpDir ?? tmpdir(), `mmf-export-${randomUUID()}.zip`);
  const key = newExportKey();
  let stored = false;
  try {
    const madeAt = new Date();
    await writeArchive(file, db, person, options.parts ?? exportParts(), storage, madeAt);
    const { size } = await stat(file);
    await storage.put(key, createReadStream(file), { contentType: ARCHIVE_TYPE, size });
    stored = true;
    const expiresAt = new Date(madeAt.getTime() + EXPORT_KEPT_DAYS * DAY_MS);
    const ready = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dataExports)
        .set({ status: "ready", storageKey: key, sizeBytes: size, readyAt: madeAt, expiresAt })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
        .returning({ id: dataExports.id });
      if (row) await enqueueMail(tx, dataExportMails.ready({ ...mailTo(person), until: formatDate(expiresAt, "UTC") }));
      return row;
    });
    // Deleted (or settled by another run) while it was being made: nothing points at this file.
    if (!ready) await storage.delete(key);
  } catch (error) {
    console.error(`[privacy] data export ${exportId} could not be made:`, loggable(error));
    if (stored) await storage.delete(key).catch(() => undefined);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dataExports)
        .set({ status: "failed" })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
        .returning({ id: dataExports.id });
      if (row) await enqueueMail(tx, dataExportMails.failed(mailTo(person)));
    });
  } finally {
    await rm(file, { force: true });
  }
}

const mailTo = (person: Person) => ({
  to: person.email,
  name: person.name,
  profileUrl: `${env().siteUrl}${homeFor(person.role)}?tab=profile`,
});

/**
 * Writes the archive into `file` as its entries are added: each part's records as JSON (one part's
 * in memory at a time), its files under `files/` read from storage CHUNK_BYTES at a time when the
 * ZIP reaches them, then the README. A failure anywhere closes the file and throws.
 */
async function writeArchive(
  file: string,
  db: DbOrTx,
  person: Person,
  parts: readonly ExportPart[],
  storage: Storage,
  madeAt: Date,
): Promise<void> {
  const zip = new ZipFile();
  const output = createWriteStream(file, { flags: "wx", mode: 0o600 });
  const zipFailed = new Promise<never>((_, reject) => zip.on("error", reject));
  zipFailed.catch(() => undefined);
  const written = pipeline(zip.outputStream, output);
  written.catch(() => undefined);
  try {
    const names = new Set<string>();
    const described: { name: string; describes: string }[] = [];
    const missing: string[] = [];
    let storedFiles = 0;
    for (const part of parts) {
      const name = uniqueName(names, safeName(part.file));
      const records = await part.records(db, person);
      zip.addBuffer(Buffer.from(`${JSON.stringify(records, null, 2)}\n`), name, { mtime: madeAt });
      described.push({ name, describes: part.describes });
      for (const entry of (await part.files?.(db, person)) ?? []) {
        const inZip = uniqueName(names, `files/${safeName(entry.name)}`);
        const object = await storage.head(entry.key);
        if (!object) {
          missing.push(inZip);
          continue;
        }
        storedFiles += 1;
        // Opened only when the ZIP reaches it: one stored file is read at a time.
        zip.addReadStreamLazy(inZip, { size: object.size, mtime: madeAt, compress: false }, (done) => {
          const stream = storedObject(storage, entry.key, object.size);
          stream.once("error", (error) => zip.emit("error", error));
          done(null, stream);
        });
      }
    }
    zip.addBuffer(Buffer.from(readme(person, madeAt, described, storedFiles, missing)), "README.md", { mtime: madeAt });
    zip.end();
    await Promise.race([written, zipFailed]);
  } catch (error) {
    output.destroy();
    await written.catch(() => undefined);
    throw error;
  }
}

/** A stored object as a stream, read CHUNK_BYTES at a time through the storage's ranged reads. */
function storedObject(storage: Storage, key: string, size: number): Readable {
  async function* chunks() {
    for (let at = 0; at < size;) {
      const bytes = await storage.readRange(key, at, Math.min(CHUNK_BYTES, size - at));
      if (bytes.byteLength === 0) throw new Error(`The stored file ${key} ended after ${at} of ${size} bytes.`);
      at += bytes.byteLength;
      yield bytes;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A path inside the ZIP from a name a feature gave: its segments without empty, `.` or `..` ones, no backslashes. */
export function safeName(name: string): string {
  const segments = name
    .replaceAll("\\", "/")
    .split("/")
    .map((s) => s.replace(/[\u0000-\u001f]/g, "").trim())
    .filter((s) => s !== "" && s !== "." && s !== "..");
  return segments.join("/") || "file";
}

/** `name`, or `name-2.ext`, `name-3.ext`… when the ZIP has it already. */
function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  const dot = name.lastIndexOf(".");
  // An extension is a dot after the file name's first character ("files/.profile" has none).
  const [stem, ext] = dot > name.lastIndexOf("/") + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
  taken.add(candidate);
  return candidate;
}

/** The archive's README.md: who it is for, when it was made, what each file holds. */
function readme(
  person: Person,
  madeAt: Date,
  described: { name: string; describes: string }[],
  storedFiles: number,
  missing: string[],
): string {
  const time = `${formatDate(madeAt, "UTC")} at ${madeAt.toISOString().slice(11, 16)} UTC`;
  return [
    `# Your data from ${site.name}`,
    "",
    `Made for ${person.name} (${person.email}, ${roleLabel[person.role]} account) on ${time}.`,
    "",
    `This archive holds everything ${site.name} keeps about you: one JSON file per kind of record, and the files you uploaded. Dates are in UTC (ISO 8601); secrets such as your password and bank account number are left out or masked.`,
    "",
    "## What each file holds",
    "",
    ...described.map((d) => `- \`${d.name}\`: ${d.describes}`),
    ...(storedFiles > 0 ? ["- `files/`: the files you uploaded, as you uploaded them or as the site stores them."] : []),
    ...(missing.length > 0
      ? [
          "",
          "## Files that could not be found",
          "",
          "These were listed but are no longer in storage:",
          "",
          ...missing.map((m) => `- \`${m}\``),
        ]
      : []),
    "",
    `Questions about your data: ${site.contactEmail}.`,
    "",
  ].join("\n");
}
