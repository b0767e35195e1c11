/** The gallery calls of the spec's clients and what they read (test/api/contract.ts says how to read a row). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { galleryImages, type GalleryImageRow } from "@/lib/db/schema";
import { listOf, type ContractRow } from "@/test/api/contract";
import { target, type Ctx, type Prepared } from "@/test/api/matrix";
import { getDb } from "@/test/db";
import { multipartBody } from "@/test/multipart";
import { phonePhoto } from "@/test/photos";
import { insertPhoto } from "./server/testing";
import { photoAnswerShape, photoShape, recycleShape, staffPhotoShape } from "./api.docs";

/** A photo of the signed-in school (of another school for staff). */
async function aPhoto(ctx: Ctx, over: Partial<GalleryImageRow> = {}) {
  const school = ctx.row?.role === "school" ? ctx.row : await target({ role: "school", name: "Riverside Primary School" });
  return insertPhoto(school, over, ctx.storage);
}
/** One in the school's bin, deleted by the school itself. */
async function aBinnedPhoto(ctx: Ctx): Promise<Prepared> {
  const photo = await aPhoto(ctx, { deletedAt: new Date() });
  const db = await getDb();
  await db.update(galleryImages).set({ deletedBy: photo.schoolId }).where(eq(galleryImages.id, photo.id));
  return { params: { id: photo.id } };
}

/** The school's name as a teacher typed it into the spec's form: not the account's (ignored). */
const TYPED_NAME = "Riverside School, Year 4";
/** POST gallery/upload as the spec's client sends it: multipart title, schoolName and file. */
const specUpload = async (schoolName: string) =>
  multipartBody([
    ["title", "Sports day"],
    ["schoolName", schoolName],
    ["file", new Uint8Array(await phonePhoto(800, 600)), "image/jpeg"],
  ]);
/** PUT gallery/update/{id} of the school's own photo as the spec's client sends it (multipart). */
const specEdit = async (ctx: Ctx, schoolName: string): Promise<Prepared> => ({
  params: { id: (await aPhoto(ctx)).id },
  ...(await multipartBody([
    ["title", "Sports day, the relay"],
    ["schoolName", schoolName],
  ])),
});

export const galleryContract: ContractRow[] = [
  {
    call: "POST {api}/gallery/upload (multipart: title, schoolName, file)",
    method: "POST",
    route: "/api/v1/gallery/upload",
    as: "school",
    status: 201,
    prepare: (ctx) => specUpload(ctx.row!.name),
    reads: photoAnswerShape.extend({ message: z.literal("Image uploaded"), image: photoShape.extend({ approved: z.literal(false) }) }),
  },
  {
    // The spec's client sends the name its form holds; the server names the photo from the account.
    call: "POST {api}/gallery/upload (multipart, schoolName typed otherwise than the account's)",
    method: "POST",
    route: "/api/v1/gallery/upload",
    as: "school",
    status: 201,
    prepare: () => specUpload(TYPED_NAME),
    reads: photoAnswerShape.extend({ message: z.literal("Image uploaded"), image: photoShape.extend({ approved: z.literal(false) }) }),
  },
  {
    call: "GET gallery/getGalleryImages (returns images)",
    method: "GET",
    route: "/api/v1/gallery/getGalleryImages",
    as: "guest",
    prepare: async (ctx) => (await aPhoto(ctx), {}),
    reads: z.object({ images: listOf(photoShape.extend({ approved: z.literal(true) })) }),
  },
  {
    call: "GET gallery/getPendingImages (returns images)",
    method: "GET",
    route: "/api/v1/gallery/getPendingImages",
    as: "admin",
    prepare: async (ctx) => (await aPhoto(ctx, { status: "pending" }), {}),
    reads: z.object({ images: listOf(staffPhotoShape.extend({ approved: z.literal(false), rejected: z.literal(false) })) }),
  },
  {
    call: "PUT /gallery/approve/{id}",
    method: "PUT",
    route: "/api/v1/gallery/approve/[id]",
    as: "admin",
    prepare: async (ctx) => ({ params: { id: (await aPhoto(ctx, { status: "pending" })).id } }),
    reads: z.object({ message: z.literal("Image approved."), image: staffPhotoShape.extend({ approved: z.literal(true) }) }),
  },
  {
    call: "PUT /gallery/reject/{id}",
    method: "PUT",
    route: "/api/v1/gallery/reject/[id]",
    as: "superadmin",
    prepare: async (ctx) => ({ params: { id: (await aPhoto(ctx, { status: "pending" })).id } }),
    reads: z.object({ message: z.literal("Image rejected."), image: staffPhotoShape.extend({ rejected: z.literal(true) }) }),
  },
  {
    call: "PUT /gallery/update/{id} (multipart)",
    method: "PUT",
    route: "/api/v1/gallery/update/[id]",
    as: "school",
    prepare: (ctx) => specEdit(ctx, ctx.row!.name),
    reads: photoAnswerShape,
  },
  {
    call: "PUT /gallery/update/{id} (multipart, schoolName typed otherwise than the account's)",
    method: "PUT",
    route: "/api/v1/gallery/update/[id]",
    as: "school",
    prepare: (ctx) => specEdit(ctx, TYPED_NAME),
    reads: photoAnswerShape,
  },
  {
    call: "DELETE gallery/delete/{id}",
    method: "DELETE",
    route: "/api/v1/gallery/delete/[id]",
    as: "school",
    prepare: async (ctx) => ({ params: { id: (await aPhoto(ctx)).id } }),
    reads: z.object({ message: z.literal("Image moved to Recycle Bin.") }),
  },
  {
    call: "GET /Galleryrecyclebin/getAllRecycleImages (reads items)",
    method: "GET",
    route: "/api/v1/Galleryrecyclebin/getAllRecycleImages",
    as: "school",
    prepare: async (ctx) => (await aBinnedPhoto(ctx), {}),
    reads: z.object({ items: listOf(recycleShape) }),
  },
  {
    call: "POST /Galleryrecyclebin/restoreRecycleImage/{id}",
    method: "POST",
    route: "/api/v1/Galleryrecyclebin/restoreRecycleImage/[id]",
    as: "school",
    prepare: aBinnedPhoto,
    reads: z.object({ message: z.literal("Image restored"), restored: photoShape }),
  },
  {
    call: "DELETE /Galleryrecyclebin/permanentDeleteRecycleImage/{id}",
    method: "DELETE",
    route: "/api/v1/Galleryrecyclebin/permanentDeleteRecycleImage/[id]",
    as: "admin",
    prepare: aBinnedPhoto,
    reads: z.object({ message: z.literal("Image permanently deleted") }),
  },
];
