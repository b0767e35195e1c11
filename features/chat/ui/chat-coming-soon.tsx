import { MessageCircle } from "lucide-react";
import { site } from "@/lib/site";

/**
 * The dashboards' Chat button, honestly a placeholder until chat is built: it opens a note saying
 * chat is coming and how to reach the other side meanwhile. A `<details>`, so it needs no
 * JavaScript. It sits with the dashboard's buttons beside the title rather than floating over
 * the page as the chat itself will: a placeholder should cover nothing until it is opened (then a
 * card at the foot of a phone's screen, under the button from `sm`). `audience` is who the person
 * will chat with.
 */
export function ChatComingSoon({ audience }: { audience: "staff" | "instructors and schools" }) {
  const withWhom = audience === "staff" ? "the foundation's team" : "instructors and schools";
  return (
    <details className="relative">
      <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <MessageCircle aria-hidden className="size-5" />
        Chat<span className="sr-only"> (coming soon)</span>
      </summary>
      <div
        role="note"
        aria-label="Chat"
        className="card fixed inset-x-4 bottom-4 z-30 p-4 text-left shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:bottom-auto sm:mt-2 sm:w-72"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Coming soon</p>
        <p className="mt-1">Chat with {withWhom} is not open yet.</p>
        {audience === "staff" ? (
          <p className="mt-2 text-muted">
            Until then, write to{" "}
            <a href={`mailto:${site.contactEmail}`} className="link wrap-anywhere">
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
