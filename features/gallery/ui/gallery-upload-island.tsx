"use client";

import { useSession } from "next-auth/react";
import { UploadPhotoButton } from "./upload-photo-dialog";

/**
 * Upload Photo on /gallery, for a signed-in school only (spec 01). An island that asks for the
 * session once the page has loaded (Auth.js's /api/auth/session), so the page's HTML is the
 * same for every visitor and may be cached: it renders nothing on the server, for guests and
 * for other roles. The server checks the account again on upload (an unapproved school is told
 * its account awaits approval).
 */
export function GalleryUploadIsland() {
  const { data, status } = useSession();
  if (status !== "authenticated" || data.user.role !== "school") return null;
  return (
    <div className="mb-6 flex flex-col items-start justify-between gap-3 rounded-2xl border border-brand-600/20 bg-brand-50 p-4 sm:flex-row sm:items-center sm:p-5">
      <p className="text-brand-800">
        <span className="font-semibold">Share your school&apos;s moments.</span> Our team reviews each photo before it appears here.
      </p>
      <UploadPhotoButton schoolName={data.user.name} refresh={false} className="btn-primary shrink-0" />
    </div>
  );
}
