import type { z } from "zod";
import { apiFetch, type Answer } from "@/lib/http/api-client";
import type { photoUpdateSchema, rejectSchema, uploadConfirmSchema, uploadRequestSchema } from "@/features/gallery/schema";
import type { deletePhoto, updatePhoto } from "@/features/gallery/server/manage";
import type { purgePhoto, restorePhoto } from "@/features/gallery/server/recycle-bin";
import type { approvePhoto, rejectPhoto } from "@/features/gallery/server/review";
import type { confirmPhotoUpload, requestPhotoUpload } from "@/features/gallery/server/upload";

/*
 * The gallery API as the browser calls it: one function per call (path, method, body and answer
 * declared here once). Bodies are the server's zod inputs; answers the services' own types.
 */

const id = (value: string) => encodeURIComponent(value);

/** POST gallery/upload: step one, a signed target for the photo and a token. */
export const requestUpload = (body: z.input<typeof uploadRequestSchema>) =>
  apiFetch<Answer<typeof requestPhotoUpload>>("/gallery/upload", { method: "POST", json: body });

/** POST gallery/upload/confirm: step two, once the photo is stored; it is re-encoded and waits for review. */
export const confirmUpload = (body: z.input<typeof uploadConfirmSchema>) =>
  apiFetch<Answer<typeof confirmPhotoUpload>>("/gallery/upload/confirm", { method: "POST", json: body });

/** PUT gallery/update/{id}: title, category, description. */
export const savePhoto = (photoId: string, body: z.input<typeof photoUpdateSchema>) =>
  apiFetch<Answer<typeof updatePhoto>>(`/gallery/update/${id(photoId)}`, { method: "PUT", json: body });

/** DELETE gallery/delete/{id}: to the recycle bin. */
export const binPhoto = (photoId: string) => apiFetch<Answer<typeof deletePhoto>>(`/gallery/delete/${id(photoId)}`, { method: "DELETE" });

/** PUT gallery/approve/{id}, of the version reviewed (`updatedAt`): a photo changed since is 409. */
export const approve = (photoId: string, updatedAt: string) =>
  apiFetch<Answer<typeof approvePhoto>>(`/gallery/approve/${id(photoId)}`, { method: "PUT", json: { updatedAt } });

/** PUT gallery/reject/{id}, with an optional reason the school reads. */
export const reject = (photoId: string, body: z.input<typeof rejectSchema>) =>
  apiFetch<Answer<typeof rejectPhoto>>(`/gallery/reject/${id(photoId)}`, { method: "PUT", json: body });

/** POST Galleryrecyclebin/restoreRecycleImage/{id}. */
export const restore = (photoId: string) =>
  apiFetch<Answer<typeof restorePhoto>>(`/Galleryrecyclebin/restoreRecycleImage/${id(photoId)}`, { method: "POST" });

/** DELETE Galleryrecyclebin/permanentDeleteRecycleImage/{id}: the photo and its files, for good. */
export const purge = (photoId: string) =>
  apiFetch<Answer<typeof purgePhoto>>(`/Galleryrecyclebin/permanentDeleteRecycleImage/${id(photoId)}`, { method: "DELETE" });
