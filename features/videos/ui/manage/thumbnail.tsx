import { Film } from "lucide-react";

/** A video's thumbnail from its signed URL (a plain img: the URL is short-lived and already sized by us). */
export function Thumbnail({ url, title, className = "aspect-video w-full" }: { url: string | null; title: string; className?: string }) {
  if (!url) {
    return (
      <span className={`flex items-center justify-center rounded-lg bg-sand-100 text-muted ${className}`}>
        <Film aria-hidden className="size-6" />
        <span className="sr-only">{`No thumbnail for ${title}`}</span>
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={url} alt={`Thumbnail of ${title}`} loading="lazy" className={`rounded-lg bg-sand-100 object-cover ${className}`} />;
}
