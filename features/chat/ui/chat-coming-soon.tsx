import { MessageCircle } from "lucide-react";
import { site } from "@/lib/site";

/**
 * The dashboards' floating chat button, honestly a placeholder until chat is built: it opens a
 * note saying chat is coming and how to reach the other side meanwhile. A `<details>`, so it
 * needs no JavaScript. `audience` is who the person will chat with.
 */
export function ChatComingSoon({ audience }: { audience: "staff" | "instructors and schools" }) {
  const withWhom = audience === "staff" ? "the foundation's team" : "instructors and schools";
  return (
    <details className="group fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <summary className="btn-primary min-h-12 cursor-pointer list-none rounded-full px-5 shadow-lg [&::-webkit-details-marker]:hidden">
        <MessageCircle aria-hidden className="size-5" />
        Chat<span className="sr-only"> (coming soon)</span>
      </summary>
      <div
        role="note"
        aria-label="Chat"
        className="card absolute right-0 bottom-full mb-3 w-72 max-w-[calc(100vw-2rem)] p-4 text-left shadow-lg"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Coming soon</p>
        <p className="mt-1">Chat with {withWhom} is not open yet.</p>
        {audience === "staff" ? (
          <p className="mt-2 text-muted">
            Until then, write to{" "}
            <a href={`mailto:${site.contactEmail}`} className="link break-all">
              {site.contactEmail}
            </a>
            .
          </p>
        ) : (
          <p className="mt-2 text-muted">Until then, please reach them by e-mail.</p>
        )}
      </div>
    </details>
  );
}
