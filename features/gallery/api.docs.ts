/** The gallery routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import {
  approveSchema,
  galleryQuerySchema,
  listQuerySchema,
  multipartUploadSchema,
  photoUpdateSchema,
  rejectSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
} from "./schema";

/**
 * A gallery image as the spec's screens read it: spec 01 "Gallery image" (id, title, imageUrl,
 * schoolId, schoolName, category, approved, uploadDate, createdAt) and spec 02 "Gallery item"
 * (_id, description, uploadedBy {_id, name, email}, approved, rejected; the status it shows).
 */
export const photoShape = z
  .object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    schoolId: z.string().nullable(),
    schoolName: z.string(),
    category: z.enum(["event", "classroom", "sports", "arts", "general"]),
    uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
    approved: z.boolean(),
    rejected: z.boolean(),
    uploadDate: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Photo" });
/** Staff read the uploader's e-mail too (spec 02: uploadedBy {_id, name, email}). */
export const staffPhotoShape = photoShape.extend({ uploadedBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }) });
/** A recycle image (spec 02): _id/id, imageUrl, title, uploadedBy {name}, deletedAt. */
export const recycleShape = z.object({
  _id: z.string(),
  id: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  uploadedBy: z.object({ name: z.string() }),
  deletedAt: z.string(),
});

/** An upload's or an edit's answer: the photo as it is now. */
export const photoAnswerShape = z.object({ message: z.string(), image: photoShape });

const messageShape = z.object({ message: z.string() });

export const galleryApi: ApiOperations = {
  "POST /api/v1/gallery/upload": {
    summary: "Upload a photo: start a direct upload (JSON), or send it whole (multipart, 201)",
    description: "Re-encoded without EXIF or GPS; it awaits staff approval.",
    body: uploadRequestSchema,
    multipart: multipartUploadSchema,
    response: photoAnswerShape,
  },
  "POST /api/v1/gallery/upload/confirm": { summary: "Finish a direct upload", body: uploadConfirmSchema },
  "GET /api/v1/gallery/getGalleryImages": {
    summary: "Approved photos (a school: its own, every status) (X-Total-Count, Link)",
    query: galleryQuerySchema,
    response: z.object({ images: z.array(photoShape) }),
  },
  "GET /api/v1/gallery/getPendingImages": {
    summary: "Photos awaiting approval (X-Total-Count, Link)",
    query: listQuerySchema,
    response: z.object({ images: z.array(staffPhotoShape) }),
  },
  "PUT /api/v1/gallery/approve/[id]": {
    summary: "Approve a photo",
    body: approveSchema,
    response: z.object({ message: z.string(), image: staffPhotoShape }),
    errors: { 409: "The photo changed or was decided since `updatedAt`." },
  },
  "PUT /api/v1/gallery/reject/[id]": {
    summary: "Reject a photo with a reason",
    body: rejectSchema,
    response: z.object({ message: z.string(), image: staffPhotoShape }),
    errors: { 409: "The photo changed or was decided since `updatedAt`." },
  },
  "PUT /api/v1/gallery/update/[id]": {
    summary: "Edit a photo's details (JSON, or multipart with a new image)",
    body: photoUpdateSchema,
    response: photoAnswerShape,
  },
  "DELETE /api/v1/gallery/delete/[id]": { summary: "Move a photo to the recycle bin", response: messageShape },
  "GET /api/v1/Galleryrecyclebin/getAllRecycleImages": {
    summary: "Deleted photos (X-Total-Count)",
    response: z.object({ items: z.array(recycleShape) }),
  },
  "POST /api/v1/Galleryrecyclebin/restoreRecycleImage/[id]": {
    summary: "Restore a deleted photo",
    response: z.object({ message: z.string(), restored: photoShape }),
  },
  "DELETE /api/v1/Galleryrecyclebin/permanentDeleteRecycleImage/[id]": { summary: "Delete a photo for good", response: messageShape },
};
