import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { NotFoundError } from "@/lib/errors";
import { getStorage } from "@/lib/storage";
import { isLocalStorage } from "@/lib/storage/local";

/** PUT of a file to local storage through a signed URL (lib/storage/local.ts); the signature is the authorisation. */
export const PUT = apiRoute(
  async ({ req }) => {
    const storage = getStorage();
    if (!isLocalStorage(storage)) throw new NotFoundError();
    const { size } = await storage.receiveUpload(req);
    return NextResponse.json({ message: "Uploaded", size }, { status: 201 });
  },
  { resolveActor: false },
);
