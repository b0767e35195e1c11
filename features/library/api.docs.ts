/** The library routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import {
  libraryDetailsSchema,
  libraryQuerySchema,
  libraryReplaceRequestSchema,
  libraryUpdateSchema,
  libraryUploadConfirmSchema,
  libraryUploadRequestSchema,
} from "./schema";

/** A library item as the spec's screens read it (spec 01 §3 "Library book or video", spec 02 §3 "Library video"). */
export const libraryShape = (videoUrl: z.ZodType = z.string().nullable()) =>
  z.object({
    _id: z.string(),
    title: z.string(),
    author: z.string(),
    subject: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    isApproved: z.boolean(),
    coverImage: z.string().min(1),
    videoUrl,
    uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  });

const item = libraryShape().meta({ id: "LibraryItem" });
const messageShape = z.object({ message: z.string() });

export const libraryApi: ApiOperations = {
  "GET /api/v1/library/searchBook": {
    summary: "Search the published library (X-Total-Count, Link)",
    query: libraryQuerySchema,
    response: z.object({ books: z.array(item), total: z.number() }),
  },
  "GET /api/v1/library/searchLibraryVideo": {
    summary: "The same search under its earlier name",
    query: libraryQuerySchema,
    response: z.object({ videos: z.array(item), total: z.number() }),
  },
  "GET /api/v1/library/allLibraryVideo": {
    summary: "The library; staff see drafts too (X-Total-Count, Link)",
    query: libraryQuerySchema,
    response: z.object({ videos: z.array(item), total: z.number() }),
  },
  "GET /api/v1/library/LibraryVideo/[id]": { summary: "One library item", response: z.object({ video: item }) },
  "POST /api/v1/library/uploadLibraryVideo": {
    summary: "Add a talk: start a direct upload (JSON), or send it whole (multipart, 201)",
    body: libraryUploadRequestSchema,
    multipart: libraryDetailsSchema,
    response: z.object({ message: z.string(), video: item }),
  },
  "POST /api/v1/library/uploadLibraryVideo/confirm": { summary: "Finish a direct upload", body: libraryUploadConfirmSchema },
  "POST /api/v1/library/LibraryVideo/[id]/files": {
    summary: "Start replacing an item's video or cover",
    body: libraryReplaceRequestSchema,
  },
  "PUT /api/v1/library/LibraryVideo/[id]": {
    summary: "Edit an item (JSON, or multipart with new files)",
    body: libraryUpdateSchema,
    response: z.object({ message: z.string(), video: item }),
  },
  "DELETE /api/v1/library/LibraryVideo/[id]": { summary: "Move an item to the recycle bin", response: messageShape },
  "PUT /api/v1/library/approveBook/[id]": { summary: "Publish an item", response: z.object({ message: z.string(), video: item }) },
  "GET /api/v1/Libraryrecyclebin/getAllRecycleLibraryVideos": {
    summary: "Deleted items (a bare array; X-Total-Count, Link)",
    query: libraryQuerySchema,
    response: z.array(item),
  },
  "GET /api/v1/Libraryrecyclebin/getRecycleLibraryVideo/[id]": { summary: "One deleted item" },
  "POST /api/v1/Libraryrecyclebin/restoreRecycleLibraryVideo/[id]": {
    summary: "Restore a deleted item",
    response: z.object({ message: z.string(), restoredVideo: item }),
  },
  "DELETE /api/v1/Libraryrecyclebin/permanentDeleteRecycleLibrary/[id]": { summary: "Delete an item for good" },
};
