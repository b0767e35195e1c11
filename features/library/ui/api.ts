import type { z } from "zod";
import { apiFetch, type Answer } from "@/lib/http/api-client";
import type {
  libraryReplaceRequestSchema,
  libraryUpdateSchema,
  libraryUploadConfirmSchema,
  libraryUploadRequestSchema,
} from "@/features/library/schema";
import type { approveLibraryItem, deleteLibraryItem, getLibraryItem, updateLibraryItem } from "@/features/library/server/items";
import type { getRecycledLibraryItem, purgeLibraryItem, restoreLibraryItem } from "@/features/library/server/recycle-bin";
import type { confirmLibraryUpload, requestLibraryReplacement, requestLibraryUpload } from "@/features/library/server/upload";

/*
 * The library API as the browser calls it: one function per call (path, method, body and answer
 * declared here once). Bodies are the server's zod inputs; answers the services' own types.
 */

const id = (value: string) => encodeURIComponent(value);

/** POST library/uploadLibraryVideo: step one of an upload, signed targets for both files and a token. */
export const requestUpload = (body: z.input<typeof libraryUploadRequestSchema>) =>
  apiFetch<Answer<typeof requestLibraryUpload>>("/library/uploadLibraryVideo", { method: "POST", json: body });

/** POST library/uploadLibraryVideo/confirm: once both files are stored; the item is created, a draft. */
export const confirmUpload = (body: z.input<typeof libraryUploadConfirmSchema>) =>
  apiFetch<Answer<typeof confirmLibraryUpload>>("/library/uploadLibraryVideo/confirm", { method: "POST", json: body });

/** POST library/LibraryVideo/{id}/files: signed targets for a new video or cover, and the token the update takes. */
export const requestReplacement = (itemId: string, body: z.input<typeof libraryReplaceRequestSchema>) =>
  apiFetch<Answer<typeof requestLibraryReplacement>>(`/library/LibraryVideo/${id(itemId)}/files`, { method: "POST", json: body });

/** PUT library/LibraryVideo/{id}: the details, and `uploadToken` of replacement files. */
export const saveItem = (itemId: string, body: z.input<typeof libraryUpdateSchema>) =>
  apiFetch<Answer<typeof updateLibraryItem>>(`/library/LibraryVideo/${id(itemId)}`, { method: "PUT", json: body });

/** GET library/LibraryVideo/{id}: the item, with a streaming URL for a signed-in, approved account. */
export const fetchItem = (itemId: string, init: RequestInit = {}) =>
  apiFetch<{ video: Answer<typeof getLibraryItem> }>(`/library/LibraryVideo/${id(itemId)}`, { cache: "no-store", ...init });

/** PUT library/approveBook/{id}: publish a draft. */
export const publishItem = (itemId: string) =>
  apiFetch<Answer<typeof approveLibraryItem>>(`/library/approveBook/${id(itemId)}`, { method: "PUT" });

/** DELETE library/LibraryVideo/{id}: to the library recycle bin. */
export const binItem = (itemId: string) =>
  apiFetch<Answer<typeof deleteLibraryItem>>(`/library/LibraryVideo/${id(itemId)}`, { method: "DELETE" });

/** GET Libraryrecyclebin/getRecycleLibraryVideo/{id}: a binned item with its streaming URL (Preview). */
export const fetchBinnedItem = (itemId: string, init: RequestInit = {}) =>
  apiFetch<{ video: Answer<typeof getRecycledLibraryItem> }>(`/Libraryrecyclebin/getRecycleLibraryVideo/${id(itemId)}`, {
    cache: "no-store",
    ...init,
  });

/** POST Libraryrecyclebin/restoreRecycleLibraryVideo/{id}. */
export const restoreItem = (itemId: string) =>
  apiFetch<Answer<typeof restoreLibraryItem>>(`/Libraryrecyclebin/restoreRecycleLibraryVideo/${id(itemId)}`, { method: "POST" });

/** DELETE Libraryrecyclebin/permanentDeleteRecycleLibrary/{id}: the item and its files, for good. */
export const purgeItem = (itemId: string) =>
  apiFetch<Answer<typeof purgeLibraryItem>>(`/Libraryrecyclebin/permanentDeleteRecycleLibrary/${id(itemId)}`, { method: "DELETE" });
