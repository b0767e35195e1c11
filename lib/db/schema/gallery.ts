import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const GALLERY_CATEGORIES = ["event", "classroom", "sports", "arts", "general"] as const;
export const galleryCategoryEnum = pgEnum("gallery_category", GALLERY_CATEGORIES);
export const galleryStatusEnum = pgEnum("gallery_status", ["pending", "approved", "rejected"]);

/**
 * One stored size of a photo: our re-encoding of the school's upload (metadata such as EXIF and
 * GPS dropped), `width` × `height` pixels, `size` bytes of `type` at `key` in storage.
 */
export type PhotoVariant = { key: string; width: number; height: number; size: number; type: string };

/**
 * A school's photo in the gallery (features/gallery). The uploaded file itself is never kept:
 * on confirmation the server re-encodes it into `variants` (smallest first) and deletes the
 * original. Pending until staff approve or reject it; only approved photos are public. Deleting
 * moves it to the gallery recycle bin (deletedAt set): the same row comes back on restore, and
 * a purge (by hand, or 30 days after deletion) deletes the row and its objects.
 */
export const galleryImages = pgTable(
  "gallery_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    category: galleryCategoryEnum("category").notNull().default("general"),
    status: galleryStatusEnum("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** The school account that uploaded it (set null when that account is deleted: the photo stays for staff to decide). */
    schoolId: uuid("school_id").references(() => users.id, { onDelete: "set null" }),
    /** The school's name when it uploaded (shown, searched and sorted on). */
    schoolName: text("school_name").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    /** The largest variant's pixels, for layout before the image loads. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * Who confirmed, when uploading, that the school holds consent for the children shown, and
     * when. Null: not confirmed (the spec's multipart client has no such field): staff see
     * "Consent not confirmed" while reviewing it.
     */
    consentConfirmedAt: timestamp("consent_confirmed_at", { withTimezone: true }),
    consentConfirmedBy: uuid("consent_confirmed_by").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("gallery_images_dimensions_positive", sql`${t.width} > 0 AND ${t.height} > 0`),
    // The public gallery's orders (newest; school name, then newest), all of it and per category.
    index("gallery_images_public_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' AND ${t.deletedAt} IS NULL`),
    index("gallery_images_public_category_idx")
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' AND ${t.deletedAt} IS NULL`),
    index("gallery_images_public_school_idx")
      .on(sql`lower(${t.schoolName})`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' AND ${t.deletedAt} IS NULL`),
    // The search (ILIKE '%…%' over title, description and school name): a trigram index.
    index("gallery_images_search_idx")
      .using("gin", sql`(${t.title} || ' ' || coalesce(${t.description}, '') || ' ' || ${t.schoolName}) gin_trgm_ops`)
      .where(sql`${t.status} = 'approved' AND ${t.deletedAt} IS NULL`),
    // Staff's review lists and a school's own photos.
    index("gallery_images_status_idx")
      .on(t.status, t.createdAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    index("gallery_images_school_idx").on(t.schoolId, t.createdAt.desc().nullsFirst()),
    index("gallery_images_deleted_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type GalleryStatus = (typeof galleryStatusEnum.enumValues)[number];
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
