import { SiteLink } from "@/components/site/site-link";
import { Building2, HeartHandshake, School, UserRound } from "lucide-react";
import { homeMission } from "@/content/home";

const icons: Record<string, typeof School> = { schools: School, workplaces: Building2, individuals: UserRound };

export function MissionSection() {
  return (
    <section aria-labelledby="mission" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <HeartHandshake aria-hidden className="mx-auto size-10 text-brand-600" />
          <h2 id="mission" className="mt-3 text-3xl font-semibold text-brand-800 sm:text-4xl">
            {homeMission.title}
          </h2>
          {homeMission.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-4 text-lg text-muted">
              {p}
            </p>
          ))}
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {homeMission.audiences.map(({ id, title, text }) => {
            const Icon = icons[id] ?? UserRound;
            return (
              <li key={id} className="card">
                <Icon aria-hidden className="size-8 text-brand-600" />
                <h3 className="mt-3 text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center">
          <SiteLink href={homeMission.link.href} className="link text-lg">
            {homeMission.link.label}
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
