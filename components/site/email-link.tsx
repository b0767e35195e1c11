import { Fragment } from "react";
import { site } from "@/lib/site";

/** A mailto link to an address (the foundation's by default) that wraps on narrow screens. */
export function EmailLink({
  address = site.contactEmail,
  subject,
  className = "font-medium text-brand-700 underline underline-offset-4 wrap-anywhere hover:text-brand-800",
}: {
  address?: string;
  subject?: string;
  className?: string;
}) {
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className={className}>
      {address}
    </a>
  );
}

/** Text in which every mention of the foundation's address becomes a mailto link. */
export function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(site.contactEmail);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <EmailLink /> : null}
        </Fragment>
      ))}
    </>
  );
}
