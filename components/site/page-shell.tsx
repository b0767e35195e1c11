import { SiteLink } from "./site-link";
import { HandHeart, Mail } from "lucide-react";

/** The calm band at the top of every content page: a small label, the heading and an introduction. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-linear-to-b from-brand-50 via-canvas to-canvas">
      {/* Soft glows drawn as radial gradients: the same look as blurred circles without a blur filter to paint. */}
      <div
        aria-hidden
        className="pointer-events-none absolute -right-44 -top-44 size-[30rem] rounded-full bg-[radial-gradient(closest-side,rgb(224_181_44/0.16),rgb(224_181_44/0.08)_55%,transparent)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -left-36 -top-6 size-[26rem] rounded-full bg-[radial-gradient(closest-side,rgb(214_235_225/0.75),rgb(214_235_225/0.35)_55%,transparent)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-semibold text-brand-800 sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-muted">{children}</div> : null}
      </div>
    </section>
  );
}

/** A readable column of page content. */
export function Prose({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl space-y-5 px-4 py-12 text-lg text-ink sm:px-6 sm:py-16">{children}</div>;
}

const joinUsLinks = [
  { href: "/donations", label: "Make a Donation", icon: HandHeart, className: "bg-white text-brand-800 hover:bg-brand-50" },
  { href: "/contact", label: "Contact Us", icon: Mail, className: "border border-white/60 text-white hover:bg-white/10" },
] as const;

/**
 * "Join Us in Our Mission": shown on every public page except the home page. `current` is the
 * page it is on: a link to that page is left out (a page never links to itself).
 */
export function JoinUs({ current }: { current?: string }) {
  const links = joinUsLinks.filter((l) => l.href !== current);
  return (
    <section aria-labelledby="join-us" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-linear-to-br from-brand-600 to-brand-800 px-6 py-12 text-center text-white shadow-sm sm:px-12 [&_a:focus-visible]:outline-white!">
        <h2 id="join-us" className="text-3xl font-semibold">
          Join Us in Our Mission
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">
          Every gift and every conversation helps another classroom, workplace or family find a calmer, kinder way through the day.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {links.map(({ href, label, icon: Icon, className }) => (
            <SiteLink key={href} href={href} className={`btn min-h-12 px-6 ${className}`}>
              <Icon aria-hidden className="size-5" />
              {label}
            </SiteLink>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Heading + content + call to action: the frame of a content page. */
export function PageShell({
  eyebrow,
  title,
  intro,
  children,
  joinUs = true,
  path,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  joinUs?: boolean;
  /** The page's own path, so that Join Us does not link to it. */
  path?: string;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        {intro}
      </PageHero>
      {children}
      {joinUs ? <JoinUs current={path} /> : null}
    </>
  );
}
