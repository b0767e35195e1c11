import { PlayCircle } from "lucide-react";

/**
 * A video's thumbnail, 16:9, or a calm placeholder when it has none. A plain <img>, not
 * next/image: the URL is signed and changes every quarter of an hour (it expires after an hour or
 * a little more: lib/storage/limits.ts downloadWindow), so the image optimiser's cache would
 * seldom hit and would only add a server round trip, and an S3
 * bucket's origin is only known at deployment. Width and height reserve the box (no layout
 * shift); below the fold it loads lazily. Decorative by default (the title is next to it);
 * `title` names it where the image stands for the video (a table's thumbnail column).
 * `className` sets the width and rounding.
 */
export function Thumbnail({
  url,
  title,
  eager = false,
  className = "w-full",
}: {
  url: string | null;
  title?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!url) {
    return (
      <span
        className={`flex aspect-video items-center justify-center bg-linear-to-br from-brand-100 to-sand-100 text-brand-700 ${className}`}
      >
        <PlayCircle aria-hidden className="size-1/3 max-h-12 max-w-12" />
        {title ? <span className="sr-only">{`No thumbnail for ${title}`}</span> : null}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- signed, short-lived URLs: see above
    <img
      src={url}
      alt={title ? `Thumbnail of ${title}` : ""}
      width={640}
      height={360}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
      className={`aspect-video bg-sand-100 object-cover ${className}`}
    />
  );
}
