import Link from "next/link";
import { ArrowRight, HandHeart, PlayCircle, Sun } from "lucide-react";

const LINKS = [
  {
    href: "/howtotab",
    title: "Today's practice",
    text: "Six short sessions that add up to 30 calm minutes a day.",
    icon: Sun,
    tint: "bg-chakra-solar/15 text-warn-700",
  },
  {
    href: "/videos",
    title: "Guided videos",
    text: "Breathing, movement and stillness, led by our instructors.",
    icon: PlayCircle,
    tint: "bg-chakra-throat/15 text-chakra-third-eye",
  },
  {
    href: "/donations",
    title: "Support the foundation",
    text: "Help bring mindfulness to more schools and communities.",
    icon: HandHeart,
    tint: "bg-chakra-heart/15 text-brand-800",
  },
] as const;

/** The student's first tab: a calm welcome and where to go next. No invented figures. */
export function StudentOverview({ name }: { name: string }) {
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <div className="card bg-gradient-to-br from-brand-50 via-surface to-sand-100 sm:p-8">
        <h2 id="overview-title" className="text-2xl font-semibold">
          Welcome, {name}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          A few quiet minutes every day make a difference. Choose where to begin; the videos you watch and the ones
          recommended for you will gather in the other tabs as they become available.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {LINKS.map(({ href, title, text, icon: Icon, tint }) => (
          <li key={href}>
            <Link
              href={href}
              className="card group flex h-full flex-col gap-3 transition-shadow hover:shadow-md focus-visible:shadow-md"
            >
              <span aria-hidden className={`flex size-11 items-center justify-center rounded-full ${tint}`}>
                <Icon className="size-6" />
              </span>
              <span className="font-display text-xl font-semibold text-ink">{title}</span>
              <span className="text-muted">{text}</span>
              <span className="mt-auto inline-flex items-center gap-1 font-medium text-brand-700">
                Open
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
