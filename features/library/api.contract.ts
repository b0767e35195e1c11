/** The library calls of the specs' client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { LibraryItemRow } from "@/lib/db/schema";
import { listOf, nothingRead, type ContractRow } from "@/test/api/contract";
import { createLibraryItem } from "@/test/library";
import { mediaFixture } from "@/test/media";
import { multipartBody } from "@/test/multipart";
import { libraryShape } from "./api.docs";

const item = (over: Parameters<typeof createLibraryItem>[1] = {}) => createLibraryItem(null, over);
const byId = (row: LibraryItemRow) => ({ params: { id: row.id } });
const library = async () => {
  await item({ title: "Breathing together" });
  await item({ title: "Slow breathing", published: false });
  return {};
};

export const libraryContract: ContractRow[] = [
  {
    call: "GET /library/searchBook returns books (guest: browses)",
    method: "GET",
    route: "/api/v1/library/searchBook",
    as: "guest",
    prepare: library,
    reads: z.object({ books: listOf(libraryShape(z.null())), total: z.number() }),
  },
  {
    call: "GET /library/searchBook returns books (student: may play)",
    method: "GET",
    route: "/api/v1/library/searchBook",
    as: "user",
    prepare: async () => ({ ...(await library()), query: { search: "breathing" } }),
    reads: z.object({ books: listOf(libraryShape(z.string().min(1))), total: z.number() }),
  },
  {
    call: "GET /library/searchLibraryVideo (the earlier name)",
    method: "GET",
    route: "/api/v1/library/searchLibraryVideo",
    as: "guest",
    prepare: library,
    reads: z.object({ videos: listOf(libraryShape()), total: z.number() }),
  },
  {
    call: "GET /library/allLibraryVideo returns videos (staff: drafts too)",
    method: "GET",
    route: "/api/v1/library/allLibraryVideo",
    as: "admin",
    prepare: library,
    reads: z.object({
      videos: z.array(libraryShape()).refine((list) => list.some((v) => !v.isApproved), "staff get drafts too"),
      total: z.number(),
    }),
  },
  {
    call: "GET library/LibraryVideo/{id}",
    method: "GET",
    route: "/api/v1/library/LibraryVideo/[id]",
    as: "user",
    prepare: async () => byId(await item()),
    reads: z.object({ video: libraryShape(z.string().min(1)) }),
  },
  {
    call: "POST library/uploadLibraryVideo (multipart: title, author, subject, keywords, description, video, coverImage)",
    method: "POST",
    route: "/api/v1/library/uploadLibraryVideo",
    as: "admin",
    status: 201,
    prepare: () =>
      multipartBody([
        ["title", "Breathing Together"],
        ["author", "Mindful Minds Foundation"],
        ["subject", "Breathing"],
        ["keywords", "breathing, calm"],
        ["description", "A first practice for a whole class"],
        ["video", mediaFixture("clip.mp4"), "video/mp4"],
        ["coverImage", mediaFixture("still.jpg"), "image/jpeg"],
      ]),
    reads: z.object({ message: z.literal("Video uploaded successfully!"), video: libraryShape() }),
  },
  {
    call: "PUT library/approveBook/{id}",
    method: "PUT",
    route: "/api/v1/library/approveBook/[id]",
    as: "admin",
    prepare: async () => byId(await item({ published: false })),
    reads: z.object({ message: z.string(), video: libraryShape().and(z.object({ isApproved: z.literal(true) })) }),
  },
  {
    call: "PUT /api/v1/library/LibraryVideo/{id} (multipart: title, author, subject, keywords, description, optional video and coverImage)",
    method: "PUT",
    route: "/api/v1/library/LibraryVideo/[id]",
    as: "admin",
    prepare: async () => ({
      params: { id: (await item()).id },
      ...(await multipartBody([
        ["title", "Evening calm"],
        ["author", "Tom Okafor"],
        ["subject", "Relaxation"],
        ["keywords", "sleep, evening"],
        ["description", "A body scan before sleep"],
        ["coverImage", mediaFixture("still.png"), "image/png"],
      ])),
    }),
    reads: z.object({ message: z.literal("Library Video updated successfully"), video: libraryShape() }),
  },
  {
    call: "DELETE library/LibraryVideo/{id}",
    method: "DELETE",
    route: "/api/v1/library/LibraryVideo/[id]",
    as: "admin",
    prepare: async () => byId(await item()),
    reads: z.object({ message: z.literal("Library video moved to Recycle Bin successfully") }),
  },
  {
    call: "GET /Libraryrecyclebin/getAllRecycleLibraryVideos",
    method: "GET",
    route: "/api/v1/Libraryrecyclebin/getAllRecycleLibraryVideos",
    as: "admin",
    prepare: async () => (await item({ deletedAt: new Date() }), {}),
    reads: listOf(libraryShape()),
  },
  {
    call: "POST /Libraryrecyclebin/restoreRecycleLibraryVideo/{id}",
    method: "POST",
    route: "/api/v1/Libraryrecyclebin/restoreRecycleLibraryVideo/[id]",
    as: "admin",
    prepare: async () => byId(await item({ deletedAt: new Date() })),
    reads: z.object({ message: z.literal("Video restored successfully"), restoredVideo: libraryShape() }),
  },
  {
    call: "DELETE /Libraryrecyclebin/permanentDeleteRecycleLibrary/{id}",
    method: "DELETE",
    route: "/api/v1/Libraryrecyclebin/permanentDeleteRecycleLibrary/[id]",
    as: "admin",
    prepare: async () => byId(await item({ deletedAt: new Date() })),
    reads: nothingRead,
  },
];
