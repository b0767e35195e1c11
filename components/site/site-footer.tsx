import { Heart, Mail } from "lucide-react";
import { site, type SocialLink } from "@/lib/site";
import { LogoMark } from "./logo";
import { CurrentYear } from "./current-year";
import { SiteLink } from "./site-link";

const resources = [
  { href: "/library", label: "Careers" },
  { href: "/videos", label: "Videos" },
  { href: "/resources", label: "Resources" },
  { href: "/howtotab", label: "Daily Practice" },
  { href: "/programs", label: "Programs" },
  { href: "/gallery", label: "Gallery" },
];
const company = [
  { href: "/about", label: "About Us" },
  { href: "/donations", label: "Donations" },
  { href: "/privacy", label: "Privacy Policy" },
];

function Column({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans! text-sm font-semibold uppercase tracking-wider text-brand-100">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((l) => (
          <li key={l.href}>
            <SiteLink
              href={l.href}
              className="inline-flex min-h-10 items-center text-white/90 underline-offset-4 hover:text-white hover:underline"
            >
              {l.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shared footer of the public pages. Follow us appears once a social link is configured (`site.social`, lib/site/index.ts). */
export function SiteFooter({ social = site.social }: { social?: SocialLink | null }) {
  return (
    // Focus rings are white here: the site's green ring would not stand out on the dark green.
    <footer className="bg-brand-800 text-white [&_a:focus-visible]:outline-white!">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 font-display text-xl font-semibold">
            <LogoMark className="size-9" />
            {site.name}
          </p>
          <p className="mt-3 max-w-xs text-white/85">{site.footerTagline}</p>
          {social ? (
            <a
              href={social.href}
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/30 px-3 text-white/90 hover:bg-white/10"
            >
              <Heart aria-hidden className="size-4" />
              {social.label}
            </a>
          ) : null}
        </div>
        <Column title="Resources" links={resources} />
        <Column title="Company" links={company} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans! text-sm font-semibold uppercase tracking-wider text-brand-100">Contact</h2>
          <p className="mt-3 text-white/85">Questions, partnerships or volunteering:</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="mt-1 inline-flex min-h-11 items-center gap-2 break-all text-white underline underline-offset-4"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {site.contactEmail}
          </a>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-white/80 sm:px-6">
          © <CurrentYear /> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
