import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import yauzl from "yauzl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dataExports } from "@/lib/db/schema";
import type { ExportPart } from "@/lib/privacy/personal-data";
import { type PutBody, type PutOptions } from "@/lib/storage";
import { newObjectKey } from "@/lib/storage/keys";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { mediaFixture } from "@/test/media";
import { withMemoryStorage } from "@/test/memory-storage";
import { mailbox } from "@/test/smtp";
import { buildDataExport, exportParts, safeName } from "./build";
import { requestDataExport } from "./exports";

const storage = withMemoryStorage();
let tmp: string;

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
  tmp = await mkdtemp(path.join(tmpdir(), "mmf-export-test-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(tmp, { recursive: true, force: true });
});

/** A person with a pending export, as the request leaves it. */
async function asked() {
  const row = await createUser({ role: "user", name: "Mira Student", email: "mira@example.org" });
  const made = await requestDataExport(actorFor(row));
  return { person: row, exportId: made.id };
}

async function exportRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row!;
}

/** Every entry of a ZIP and its bytes, read back with yauzl. */
async function unzip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return entries;
}

const photo = mediaFixture("still.jpg");

/** Two parts of made-up features: records, a stored photo and a file storage no longer has. */
function fakeParts(photoKey: string): ExportPart[] {
  return [
    {
      file: "profile.json",
      describes: "Your profile: name, e-mail, role.",
      records: async (_db, person) => [{ name: person.name, email: person.email }],
    },
    {
      file: "photos.json",
      describes: "The photos you uploaded.",
      records: async () => [{ title: "Morning circle" }],
      files: async () => [
        { key: photoKey, name: "photos/morning-circle.jpg" },
        { key: newObjectKey("image", "jpg"), name: "../../gone.jpg" },
      ],
    },
  ];
}

describe("buildDataExport", () => {
  it("stores one ZIP of each part's JSON, the stored files under files/ and a README, marks it ready for a week and mails its owner", async () => {
    const { exportId } = await asked();
    const photoKey = newObjectKey("image", "jpg");
    storage.place(photoKey, photo);

    await buildDataExport({ exportId }, { parts: fakeParts(photoKey), tmpDir: tmp });

    const row = await exportRow(exportId);
    expect(row).toMatchObject({ status: "ready" });
    expect(row.expiresAt!.getTime() - row.readyAt!.getTime()).toBe(7 * 24 * 60 * 60_000);
    // Unguessable, and nothing personal in it.
    expect(row.storageKey).toMatch(/^exports\/\d{4}\/\d\d\/[0-9a-f-]{36}\.zip$/);
    expect(row.storageKey).not.toContain(row.userId);
    const zip = storage.objects.get(row.storageKey!)!;
    expect(row.sizeBytes).toBe(zip.byteLength);

    const entries = await unzip(zip);
    expect([...entries.keys()]).toEqual(["profile.json", "photos.json", "files/photos/morning-circle.jpg", "README.md"]);
    expect(JSON.parse(entries.get("profile.json")!.toString())).toEqual([{ name: "Mira Student", email: "mira@example.org" }]);
    expect(JSON.parse(entries.get("photos.json")!.toString())).toEqual([{ title: "Morning circle" }]);
    expect(new Uint8Array(entries.get("files/photos/morning-circle.jpg")!)).toEqual(photo);
    const readme = entries.get("README.md")!.toString();
    expect(readme).toContain("Made for Mira Student (mira@example.org, Student account) on ");
    expect(readme).toContain("- `profile.json`: Your profile: name, e-mail, role.");
    expect(readme).toContain("- `photos.json`: The photos you uploaded.");
    expect(readme).toContain("- `files/`: the files you uploaded");
    // The file storage no longer has is named, under a name that stays inside the archive.
    expect(readme).toMatch(/## Files that could not be found[\s\S]*- `files\/gone\.jpg`/);

    await deliverOutbox();
    expect(mailbox.only("mira@example.org").subject).toMatch(/ready to download/);
    expect(await readdir(tmp)).toEqual([]);
  });

  it("streams: the ZIP is written to a temporary file and stored from it as a stream of its declared size, then the file is removed", async () => {
    const { exportId } = await asked();
    const photoKey = newObjectKey("image", "jpg");
    storage.place(photoKey, photo);
    const put = storage.put.bind(storage);
    const seen: { streamed: boolean; size: number | undefined; onDisk: number[] }[] = [];
    vi.spyOn(storage, "put").mockImplementation(async (key: string, body: PutBody, options: PutOptions) => {
      const files = await readdir(tmp);
      seen.push({
        streamed: body instanceof Readable,
        size: options.size,
        onDisk: await Promise.all(files.map(async (f) => (await stat(path.join(tmp, f))).size)),
      });
      return put(key, body, options);
    });
    // The stored photo is read in ranges as the archive reaches it, never fetched whole beforehand.
    await buildDataExport({ exportId }, { parts: fakeParts(photoKey), tmpDir: tmp });

    const row = await exportRow(exportId);
    expect(seen).toEqual([{ streamed: true, size: row.sizeBytes, onDisk: [row.sizeBytes] }]);
    expect(storage.reads.filter((r) => r.key === photoKey).length).toBeGreaterThanOrEqual(1);
    expect(await readdir(tmp)).toEqual([]);
  });

  it("marks a build that fails failed, stores nothing, removes the temporary file and tells the owner", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { exportId } = await asked();
    const parts: ExportPart[] = [
      { file: "a.json", describes: "A.", records: async () => [{ a: 1 }] },
      {
        file: "b.json",
        describes: "B.",
        records: async () => {
          throw new Error("the database went away");
        },
      },
    ];
    await buildDataExport({ exportId }, { parts, tmpDir: tmp });
    expect(await exportRow(exportId)).toMatchObject({ status: "failed", storageKey: null });
    expect(storage.keys()).toEqual([]);
    expect(await readdir(tmp)).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(`data export ${exportId} could not be made`),
      expect.stringContaining("went away"),
    );
    await deliverOutbox();
    expect(mailbox.only("mira@example.org").subject).toMatch(/could not be prepared/);
  });

  it("fails cleanly when a stored file cannot be read half-way", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { exportId } = await asked();
    const photoKey = newObjectKey("image", "jpg");
    storage.place(photoKey, photo);
    vi.spyOn(storage, "readRange").mockRejectedValue(new Error("storage unreachable"));
    await buildDataExport({ exportId }, { parts: fakeParts(photoKey), tmpDir: tmp });
    expect(await exportRow(exportId)).toMatchObject({ status: "failed" });
    expect(storage.keys()).toEqual([photoKey]);
    expect(await readdir(tmp)).toEqual([]);
  });

  it("leaves an export that is no longer pending alone (a second run of the job)", async () => {
    const { exportId } = await asked();
    await buildDataExport({ exportId }, { parts: [], tmpDir: tmp });
    const first = await exportRow(exportId);
    await buildDataExport({ exportId }, { parts: [], tmpDir: tmp });
    expect(await exportRow(exportId)).toEqual(first);
    expect(storage.keys()).toEqual([first.storageKey]);
  });

  it("exports every part of the registry by default, the privacy feature's own list of downloads among them", async () => {
    expect(exportParts().map((p) => p.file)).toContain("data-downloads.json");
    const { exportId } = await asked();
    await buildDataExport({ exportId }, { tmpDir: tmp });
    const row = await exportRow(exportId);
    const entries = await unzip(storage.objects.get(row.storageKey!)!);
    const downloads = JSON.parse(entries.get("data-downloads.json")!.toString());
    expect(downloads).toEqual([expect.objectContaining({ id: exportId, status: "pending", createdAt: row.createdAt.toISOString() })]);
    expect(JSON.stringify(downloads)).not.toContain("exports/");
  });
});

describe("safeName", () => {
  it("keeps a name inside the archive", () => {
    expect(safeName("../../etc/passwd")).toBe("etc/passwd");
    expect(safeName("/abs\\win\\x.jpg")).toBe("abs/win/x.jpg");
    expect(safeName("..")).toBe("file");
    expect(safeName("a/./b\u0000.json")).toBe("a/b.json");
  });
});
