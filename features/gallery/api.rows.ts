/** The gallery routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { galleryImages, uploads, type GalleryImageRow } from "@/lib/db/schema";
import { newObjectKey } from "@/lib/storage/keys";
import { signUploadToken } from "@/lib/uploads";
import { anyId, idOf, staff, target, type ApiRow, type Ctx, type Prepared } from "@/test/api/matrix";
import type { ApiResult } from "@/test/api/request";
import { countRows, getDb } from "@/test/db";
import { multipartBody, type FormPart } from "@/test/multipart";
import { phonePhoto } from "@/test/photos";
import { insertPhoto } from "./server/testing";
import { PHOTO_UPLOAD } from "./server/upload";

/** `status` for an approved school; every other signed-in actor is refused. */
const schools = (status: number) => ({ default: 403, guest: 401, school: status }) as const;
/** `status` for staff with the gallery-approvals tab and for a school (on its own photo). */
const staffAndSchools = (status: number) => ({ ...staff(status), school: status }) as const;

/** Another school's photo (the actor's when the actor is a school and `own`). */
async function photoFor(ctx: Ctx | null, over: Partial<GalleryImageRow> = {}) {
  const school = ctx?.row?.role === "school" ? ctx.row : await target({ role: "school", name: "Other School" });
  return insertPhoto(school, over, ctx?.storage);
}
const ownPhoto = (ctx: Ctx, over: Partial<GalleryImageRow> = {}) => photoFor(ctx, over);
const othersPhoto = (ctx: Ctx, over: Partial<GalleryImageRow> = {}) => photoFor({ ...ctx, row: null }, over);
const params = (photo: GalleryImageRow, body?: unknown): Prepared => ({
  params: { id: photo.id },
  ...(body === undefined ? {} : { body }),
});

async function findPhoto(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
  return row;
}
const expectPhoto =
  (check: (row: GalleryImageRow | undefined, ok: boolean) => void) => async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
    check(await findPhoto(idOf(prepared)), result.status < 300);

const details = { title: "Sports day", category: "sports", image: { contentType: "image/jpeg", size: 2048 } };

/** POST gallery/upload as the spec's client sends it: multipart title, schoolName (blank: ours) and file. */
const specUpload = async (over: FormPart[] = []): Promise<Prepared> => {
  const parts: FormPart[] = [
    ...over,
    ["title", "Sports day"],
    ["schoolName", ""],
    ["file", new Uint8Array(await phonePhoto(900, 600)), "image/jpeg"],
  ];
  return multipartBody(parts.filter((part, index) => parts.findIndex((p) => p[0] === part[0]) === index));
};

/** An upload as step one records and signs it for `uploaderId`, its photo already in storage. */
async function uploadedFor(ctx: Ctx, uploaderId: string): Promise<Prepared> {
  const bytes = new Uint8Array(await phonePhoto(900, 600));
  const key = newObjectKey("image", "jpg");
  const db = await getDb();
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: uploaderId === anyId ? null : uploaderId,
      purpose: PHOTO_UPLOAD,
      files: [{ field: "image", key, type: "image/jpeg", size: bytes.length }],
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  ctx.storage.place(key, bytes);
  const token = await signUploadToken(PHOTO_UPLOAD, { uploaderId, uploadId: row!.id, meta: { title: "Relay", category: "sports" } });
  return { body: { uploadToken: token } };
}

/** The public address of a photo's size: no session is read, so every actor gets the same answer. */
const photoUrl = (photo: GalleryImageRow, width = 960): Prepared => ({ params: { id: photo.id, width: String(width) }, binary: true });

export const galleryRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/gallery/upload",
    case: "valid details (the direct upload's step one)",
    ...schools(200),
    prepare: () => ({ body: details }),
    verify: async (ctx, result) => {
      expect(await countRows(galleryImages)).toBe(0);
      expect(ctx.storage.targets).toHaveLength(result.status === 200 ? 1 : 0);
    },
  },
  {
    method: "POST",
    route: "/api/v1/gallery/upload",
    case: "with status approved",
    ...schools(422),
    prepare: () => ({ body: { ...details, status: "approved" } }),
  },
  {
    method: "POST",
    route: "/api/v1/gallery/upload",
    case: "multipart, as the spec's client sends it",
    ...schools(201),
    prepare: () => specUpload(),
    verify: async (ctx, result) => {
      expect(await countRows(galleryImages)).toBe(result.status === 201 ? 1 : 0);
      if (result.status !== 201) return expect(ctx.storage.keys()).toEqual([]);
      expect(result.body).toMatchObject({ message: "Image uploaded", image: { status: "pending", approved: false } });
      // Its sizes, and at most the original until the outbox has deleted it.
      const [row] = await (await getDb()).select().from(galleryImages);
      const sizes = row!.variants.map((v) => v.key);
      expect(
        ctx.storage
          .keys()
          .filter((key) => !sizes.includes(key))
          .every((key) => key.endsWith(".jpg")),
      ).toBe(true);
      for (const key of sizes) expect(ctx.storage.keys()).toContain(key);
    },
  },
  {
    method: "POST",
    route: "/api/v1/gallery/upload",
    case: "multipart naming another school (the name is ignored)",
    ...schools(201),
    prepare: () => specUpload([["schoolName", "Another School"]]),
    verify: async (ctx, result) => {
      const db = await getDb();
      const rows = await db.select({ schoolId: galleryImages.schoolId, schoolName: galleryImages.schoolName }).from(galleryImages);
      if (result.status !== 201) return expect([rows, ctx.storage.keys()]).toEqual([[], []]);
      // The photo is the signed-in school's, under its account's name.
      expect(rows).toEqual([{ schoolId: ctx.row!.id, schoolName: ctx.row!.name }]);
    },
  },
  {
    method: "POST",
    route: "/api/v1/gallery/upload/confirm",
    case: "own upload",
    ...schools(201),
    prepare: (ctx) => uploadedFor(ctx, ctx.row?.id ?? anyId),
    verify: async (_ctx, result) => expect(await countRows(galleryImages)).toBe(result.status === 201 ? 1 : 0),
  },
  {
    method: "POST",
    route: "/api/v1/gallery/upload/confirm",
    case: "another school's upload",
    ...schools(403),
    prepare: async (ctx) => uploadedFor(ctx, (await target({ role: "school" })).id),
    verify: async () => expect(await countRows(galleryImages)).toBe(0),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/approve/[id]",
    case: "a pending photo",
    ...staff(200),
    prepare: async (ctx) => params(await ownPhoto(ctx, { status: "pending" })),
    verify: expectPhoto((row, ok) => expect(row?.status).toBe(ok ? "approved" : "pending")),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/approve/[id]",
    case: "a photo already rejected",
    ...staff(409),
    prepare: async (ctx) => params(await othersPhoto(ctx, { status: "rejected" })),
    verify: expectPhoto((row) => expect(row?.status).toBe("rejected")),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/approve/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId } }),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/reject/[id]",
    case: "the school's own pending photo, with a reason (a school cannot decide)",
    ...staff(200),
    prepare: async (ctx) => params(await ownPhoto(ctx, { status: "pending" }), { reason: "Faces are recognisable" }),
    verify: expectPhoto((row, ok) => {
      expect(row?.status).toBe(ok ? "rejected" : "pending");
      expect(row?.rejectionReason).toBe(ok ? "Faces are recognisable" : null);
    }),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/reject/[id]",
    case: "a photo in the recycle bin",
    ...staff(404),
    prepare: async (ctx) => params(await othersPhoto(ctx, { status: "pending", deletedAt: new Date() })),
  },
  {
    method: "GET",
    route: "/api/v1/gallery/getGalleryImages",
    case: "published, pending, rejected and deleted photos exist",
    default: 200,
    prepare: async (ctx) => {
      await othersPhoto(ctx, { title: "Published" });
      await othersPhoto(ctx, { title: "Pending", status: "pending" });
      await othersPhoto(ctx, { title: "Rejected", status: "rejected" });
      await othersPhoto(ctx, { title: "Deleted", deletedAt: new Date() });
      return {};
    },
    verify: async (ctx, result) => {
      const images = result.body.images as { title: string; uploadedBy: Record<string, unknown> }[];
      expect(images.map((i) => i.title)).toEqual(["Published"]);
      // The uploader's e-mail only for staff who review the gallery.
      expect("email" in images[0]!.uploadedBy).toBe(ctx.name === "admin" || ctx.name === "superadmin");
      expect(result.response.headers.get("X-Total-Count")).toBe("1");
    },
  },
  {
    method: "GET",
    route: "/api/v1/gallery/getPendingImages",
    case: "a school's pending photo exists",
    ...staff(200),
    prepare: async (ctx) => (await othersPhoto(ctx, { status: "pending" }), {}),
    verify: async (_ctx, result) => {
      if (result.status !== 200) return;
      expect(result.body.images).toMatchObject([{ status: "pending", uploadedBy: { email: expect.any(String) } }]);
    },
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/update/[id]",
    case: "own photo (another school's for staff)",
    ...staffAndSchools(200),
    prepare: async (ctx) => params(await ownPhoto(ctx, { status: "approved", title: "Before" }), { title: "After" }),
    verify: async (ctx, result, prepared) => {
      const row = await findPhoto(idOf(prepared));
      expect(row?.title).toBe(result.status === 200 ? "After" : "Before");
      // The school's edit goes back to review; staff's leaves the status.
      if (result.status === 200) expect(row?.status).toBe(ctx.name === "school" ? "pending" : "approved");
    },
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/update/[id]",
    case: "another school's published photo",
    ...staffAndSchools(200),
    school: 403,
    prepare: async (ctx) => params(await othersPhoto(ctx, { title: "Before" }), { title: "After" }),
    verify: expectPhoto((row, ok) => expect(row?.title).toBe(ok ? "After" : "Before")),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/update/[id]",
    case: "another school's pending photo",
    ...staffAndSchools(200),
    school: 404,
    prepare: async (ctx) => params(await othersPhoto(ctx, { status: "pending", title: "Before" }), { title: "After" }),
    verify: expectPhoto((row, ok) => expect(row?.title).toBe(ok ? "After" : "Before")),
  },
  {
    method: "PUT",
    route: "/api/v1/gallery/update/[id]",
    case: "own photo, multipart with a new file",
    ...staffAndSchools(200),
    prepare: async (ctx) => ({
      params: { id: (await ownPhoto(ctx)).id },
      ...(await multipartBody([
        ["title", "Replaced"],
        ["file", new Uint8Array(await phonePhoto(700, 500)), "image/jpeg"],
      ])),
    }),
    verify: expectPhoto((row, ok) => {
      expect(row?.title === "Replaced").toBe(ok);
      expect(row?.width === 500).toBe(ok);
    }),
  },
  {
    method: "DELETE",
    route: "/api/v1/gallery/delete/[id]",
    case: "own photo (another school's for staff)",
    ...staffAndSchools(200),
    prepare: async (ctx) => params(await ownPhoto(ctx)),
    verify: expectPhoto((row, ok) => expect(row?.deletedAt != null).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/gallery/delete/[id]",
    case: "another school's published photo",
    ...staff(200),
    school: 403,
    prepare: async (ctx) => params(await othersPhoto(ctx)),
    verify: expectPhoto((row, ok) => expect(row?.deletedAt != null).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/gallery/delete/[id]",
    case: "another school's pending photo (the superadmin removing it)",
    ...staff(200),
    school: 404,
    prepare: async (ctx) => params(await othersPhoto(ctx, { status: "pending" })),
    verify: expectPhoto((row, ok) => expect(row?.deletedAt != null).toBe(ok)),
  },
  {
    method: "GET",
    route: "/api/v1/Galleryrecyclebin/getAllRecycleImages",
    case: "own and another school's deleted photos",
    ...staffAndSchools(200),
    prepare: async (ctx) => {
      const own = await ownPhoto(ctx, { deletedAt: new Date() });
      const db = await getDb();
      await db.update(galleryImages).set({ deletedBy: own.schoolId }).where(eq(galleryImages.id, own.id));
      const other = await othersPhoto(ctx, { deletedAt: new Date() });
      await db.update(galleryImages).set({ deletedBy: other.schoolId }).where(eq(galleryImages.id, other.id));
      return {};
    },
    verify: async (ctx, result) => {
      if (result.status === 200) expect(result.body.items).toHaveLength(ctx.name === "school" ? 1 : 2);
    },
  },
  {
    method: "POST",
    route: "/api/v1/Galleryrecyclebin/restoreRecycleImage/[id]",
    case: "own deleted photo (another school's for staff)",
    ...staffAndSchools(200),
    prepare: async (ctx) => {
      const photo = await ownPhoto(ctx, { status: "approved", deletedAt: new Date() });
      const db = await getDb();
      await db.update(galleryImages).set({ deletedBy: photo.schoolId }).where(eq(galleryImages.id, photo.id));
      return params(photo);
    },
    verify: expectPhoto((row, ok) => {
      expect(row?.deletedAt == null).toBe(ok);
      expect(row?.status).toBe("approved");
    }),
  },
  {
    method: "POST",
    route: "/api/v1/Galleryrecyclebin/restoreRecycleImage/[id]",
    case: "another school's deleted photo",
    ...staffAndSchools(200),
    school: 404,
    prepare: async (ctx) => params(await othersPhoto(ctx, { deletedAt: new Date() })),
    verify: expectPhoto((row, ok) => expect(row?.deletedAt == null).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/Galleryrecyclebin/permanentDeleteRecycleImage/[id]",
    case: "own deleted photo (another school's for staff)",
    ...staffAndSchools(200),
    prepare: async (ctx) => {
      const photo = await ownPhoto(ctx, { deletedAt: new Date() });
      const db = await getDb();
      await db.update(galleryImages).set({ deletedBy: photo.schoolId }).where(eq(galleryImages.id, photo.id));
      return params(photo);
    },
    verify: expectPhoto((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/Galleryrecyclebin/permanentDeleteRecycleImage/[id]",
    case: "another school's deleted photo",
    ...staffAndSchools(200),
    school: 404,
    prepare: async (ctx) => params(await othersPhoto(ctx, { deletedAt: new Date() })),
    verify: expectPhoto((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "GET",
    route: "/gallery/photos/[id]/[width]",
    case: "a published photo",
    default: 200,
    prepare: async (ctx) => photoUrl(await ownPhoto(ctx)),
    verify: async (_ctx, result) => {
      expect(result.response.headers.get("content-type")).toBe("image/webp");
      expect(result.response.headers.get("cache-control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
      // The gallery's purge (a photo removed or sent back to review) drops it from a CDN too.
      expect(result.response.headers.get("cache-tag")).toBe("gallery");
      expect(result.response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  },
  {
    method: "GET",
    route: "/gallery/photos/[id]/[width]",
    case: "a pending photo (its own school and staff too: dashboards use signed URLs)",
    default: 404,
    prepare: async (ctx) => photoUrl(await ownPhoto(ctx, { status: "pending" })),
  },
  {
    method: "GET",
    route: "/gallery/photos/[id]/[width]",
    case: "a deleted photo",
    default: 404,
    prepare: async (ctx) => photoUrl(await ownPhoto(ctx, { deletedAt: new Date() }), 480),
  },
];
