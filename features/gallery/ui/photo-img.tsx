import { ImageOff } from "lucide-react";
import type { PhotoImage } from "./types";

/**
 * A photo at the size the browser needs: every stored width in `srcset` with the layout's
 * `sizes`, the smallest as `src`, width and height set so the box is kept before it loads, lazy
 * unless `eager` (the first row). A plain <img>: our sizes are already made (WebP at 480, 960
 * and 1600 px), so the image optimiser would only re-encode them, and dashboard URLs are signed
 * and change on every render. A calm placeholder when there is no size at all.
 */
export function PhotoImg({
  images,
  alt,
  sizes,
  eager = false,
  className = "",
}: {
  images: readonly PhotoImage[];
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const first = images[0];
  if (!first) {
    return (
      <span
        role="img"
        aria-label={alt || "No picture"}
        className={`flex items-center justify-center bg-linear-to-br from-brand-100 to-sand-100 text-brand-700 ${className}`}
      >
        <ImageOff aria-hidden className="size-8" />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own sizes, see above
    <img
      src={first.url}
      srcSet={images.map((image) => `${image.url} ${image.width}w`).join(", ")}
      sizes={sizes}
      width={first.width}
      height={first.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
      className={`bg-sand-100 ${className}`}
    />
  );
}
