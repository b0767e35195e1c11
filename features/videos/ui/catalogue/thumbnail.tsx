import { PlayCircle } from "lucide-react";

/**
 * A video's thumbnail. A plain <img>, not next/image: the URL is signed and changes on every
 * render (it expires after an hour), so the image optimiser's cache would never hit and would
 * only add a server round trip, and an S3 bucket's origin is only known at deployment. Width
 * and height reserve the 16:9 box (no layout shift); below the fold it loads lazily.
 */
export function Thumbnail({ url, eager = false, className = "" }: { url: string | null; eager?: boolean; className?: string }) {
  if (!url) {
    return (
      <div aria-hidden className={`flex aspect-video w-full items-center justify-center bg-linear-to-br from-brand-100 to-sand-100 ${className}`}>
        <PlayCircle className="size-12 text-brand-700" />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- signed, short-lived URLs: see above
    <img
      src={url}
      alt=""
      width={640}
      height={360}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
      className={`aspect-video w-full bg-sand-100 object-cover ${className}`}
    />
  );
}
