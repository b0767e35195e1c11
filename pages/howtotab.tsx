import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { PracticeTimeline } from "@/components/practice/practice-timeline";
import { PracticeTimer } from "@/components/practice/practice-timer";
import { SessionList } from "@/components/practice/session-list";
import { practiceSessions, practiceTotalMinutes } from "@/content/practice";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({
  title: "Daily Mindfulness Practice",
  description:
    "Our 30-minute daily practice in six short sessions: settling, a guided mental exercise, breathing, a body scan, positive affirmations and a closing intention. With a timer to guide you.",
  path: "/howtotab",
});

export default function DailyPracticePage() {
  return (
    <PageShell
      eyebrow="Daily practice"
      title="Daily Mindfulness Practice"
      intro={
        <p>
          Thirty minutes a day, in six short sessions you can follow anywhere: at school, at work or at home. Mental exercises, breathing
          techniques and positive affirmations, one gentle step at a time.
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Daily Mindfulness Practice", path: "/howtotab" }])} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
        <PracticeTimer />
        <section aria-labelledby="sessions">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="sessions" className="text-3xl font-semibold text-brand-800">
              The six sessions
            </h2>
            <p className="text-lg font-semibold text-ink">
              Total: <span className="text-brand-700">{practiceTotalMinutes} minutes</span>
            </p>
          </div>
          <p className="mt-3 text-lg text-muted">
            {practiceSessions.map((s) => `${s.minutes}`).join(" + ")} = {practiceTotalMinutes} minutes. Short on time? Any single session is
            a good practice on its own.
          </p>
          <div className="mt-6">
            <PracticeTimeline />
          </div>
          <div className="mt-8">
            <SessionList />
          </div>
        </section>
      </div>
    </PageShell>
  );
}
