import type { Json } from "@/lib/http/api-client";
import type { ApiPhoto, PhotoImage } from "@/features/gallery/server/photos";
import type { PhotoCategory } from "@/features/gallery/schema";

/** A photo as the API answers it, after JSON (dashboards: passed to client components). */
export type Photo = Json<ApiPhoto>;
export type { PhotoImage };

/**
 * What the public grid and its lightbox need of a photo (the props of pages/gallery.tsx): nothing
 * about the uploader's account, since the public page's HTML is the same for everyone.
 */
export type PublicPhoto = {
  id: string;
  title: string;
  description: string;
  category: PhotoCategory;
  schoolName: string;
  createdAt: string;
  images: PhotoImage[];
};

export function toPublicPhoto(photo: Photo): PublicPhoto {
  return {
    id: photo.id,
    title: photo.title,
    description: photo.description,
    category: photo.category,
    schoolName: photo.schoolName,
    createdAt: photo.createdAt,
    images: photo.images,
  };
}

/** What Preview shows of a photo (serialisable: dashboards pass it from the server). */
export type PreviewPhoto = {
  id: string;
  title: string;
  description: string;
  category: PhotoCategory;
  schoolName: string;
  createdAt: string;
  status: string;
  rejectionReason: string | null;
  images: PhotoImage[];
  deletedAt?: string | null;
};

/** A photo of the API as Preview shows it (only what it needs: no uploader's account). */
export function previewOf(photo: PreviewPhoto): PreviewPhoto {
  const { id, title, description, category, schoolName, createdAt, status, rejectionReason, images, deletedAt } = photo;
  return { id, title, description, category, schoolName, createdAt, status, rejectionReason, images, deletedAt: deletedAt ?? null };
}
