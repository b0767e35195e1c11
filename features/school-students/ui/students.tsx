import Link from "next/link";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Filter, Users } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { formatDate, formatNumber } from "@/lib/format";
import { CardCell, CardRow, CardTable, type CardHeader } from "@/components/ui/card-table";
import { LocalDate } from "@/components/ui/local-date";
import { Pagination } from "@/components/ui/pagination";
import { SelectField } from "@/components/ui/select-field";
import { StatusBadge } from "@/components/ui/status-badge";
import { CLASS_TAGS } from "@/features/school-tags/client";
import { listSchoolStudents } from "@/features/school-students/server/students";
import { defaultDirection, STUDENT_SORTS, TERM_DAYS, type SortDirection, type StudentSort } from "../schema";

const SORT_LABELS: Record<StudentSort, string> = {
  name: "Name",
  week: "Minutes this week",
  term: "Minutes this term",
  completed: "Videos completed",
  lastActive: "Last active",
};

type View = { sort: StudentSort; dir: SortDirection; classTag: string | null };

/** The tab's address (or the CSV's) for a view: the default sort, order and page 1 are left out. */
export function studentsHref(view: View, page = 1, base = "/school?tab=students"): string {
  const [path, query = ""] = base.split("?");
  const params = new URLSearchParams(query);
  if (view.sort !== "name") params.set("sort", view.sort);
  if (view.dir !== defaultDirection(view.sort)) params.set("dir", view.dir);
  if (view.classTag) params.set("class", view.classTag);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path!;
}

/**
 * The school's Students tab, rendered on the server from `sort`, `dir`, `class` and `page`: the
 * students who chose this school (approved, and pending ones marked so), each with minutes
 * practised this week and this term, videos completed and when last active. Column headers sort
 * (the same column again turns the order round); on a phone, where the headers are hidden, the
 * filter form's Sort by and Order do it. Export CSV downloads what the filter keeps, in its order.
 */
export async function Students({ actor, params }: { actor: Actor; params: Readonly<Record<string, string | undefined>> }) {
  // An unknown class from a hand-edited link shows every student rather than an error page.
  const classParam = params.class && CLASS_TAGS.includes(params.class) ? params.class : undefined;
  const result = await listSchoolStudents(actor, { sort: params.sort, dir: params.dir, class: classParam, page: params.page });
  const view: View = { sort: result.sort, dir: result.dir, classTag: result.classTag };
  const exportHref = studentsHref(view, 1, "/api/v1/school/students/export");

  const sortable = (sort: StudentSort): CardHeader => {
    const active = view.sort === sort;
    const next: View = { ...view, sort, dir: active ? (view.dir === "asc" ? "desc" : "asc") : defaultDirection(sort) };
    const Icon = !active ? ArrowUpDown : view.dir === "asc" ? ArrowUp : ArrowDown;
    return {
      label: SORT_LABELS[sort],
      sort: active ? (view.dir === "asc" ? "ascending" : "descending") : "none",
      content: (
        <Link
          href={studentsHref(next)}
          scroll={false}
          className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-sand-100"
        >
          {SORT_LABELS[sort]}
          <Icon aria-hidden className={`size-4 ${active ? "text-ink" : "text-muted"}`} />
        </Link>
      ),
    };
  };
  const headers: CardHeader[] = [
    sortable("name"),
    "Classes",
    sortable("week"),
    sortable("term"),
    sortable("completed"),
    sortable("lastActive"),
  ];
  const filtered = view.classTag !== null;

  return (
    <section aria-labelledby="students-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="students-title" className="text-2xl font-semibold">
            Students
          </h2>
          <p className="mt-1 text-muted">The students who chose your school when they signed up, and how much they practise.</p>
        </div>
        {result.matching > 0 ? (
          <a href={exportHref} download className="btn-secondary">
            <Download aria-hidden className="size-5" />
            Export CSV
          </a>
        ) : null}
      </div>

      <form
        action="/school"
        method="get"
        aria-label="Filter and sort students"
        className="card flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <input type="hidden" name="tab" value="students" />
        <SelectField
          id="students-class"
          name="class"
          label="Class"
          all="All classes"
          value={view.classTag ?? ""}
          options={CLASS_TAGS}
          className="sm:w-44"
        />
        <SelectField
          id="students-sort"
          name="sort"
          label="Sort by"
          value={view.sort}
          options={STUDENT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          className="sm:w-52"
        />
        <SelectField
          id="students-dir"
          name="dir"
          label="Order"
          value={view.dir}
          options={[
            { value: "desc", label: "Highest / newest / Z first" },
            { value: "asc", label: "Lowest / oldest / A first" },
          ]}
          className="sm:w-60"
        />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            <Filter aria-hidden className="size-5" />
            Show
          </button>
          {filtered || view.sort !== "name" ? (
            <Link href="/school?tab=students" className="btn-secondary">
              Clear
            </Link>
          ) : null}
        </div>
      </form>

      <p className="text-muted" aria-live="polite">
        {result.matching === 1 ? "1 student" : `${formatNumber(result.matching)} students`}
        {filtered ? ` who watched videos you tagged for ${view.classTag}` : ""}.
      </p>

      {result.students.length === 0 ? (
        <div className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Users className="size-6" />
          </span>
          <p className="flex-1 text-muted">
            {filtered
              ? `No student has watched a video you tagged for ${view.classTag} yet.`
              : "No students yet. Students choose your school when they sign up as a student; they appear here as soon as they do."}
          </p>
          <Link href={filtered ? "/school?tab=students" : "/school?tab=video-management"} className="btn-secondary">
            {filtered ? "Show all students" : "Tag videos for your classes"}
          </Link>
        </div>
      ) : (
        <CardTable label="Your students" caption="Your students and their practice" headers={headers}>
          {result.students.map((s) => (
            <CardRow key={s.id}>
              <CardCell label="Name">
                <p className="font-semibold break-words">{s.name}</p>
                <p className="text-sm break-all text-muted">{s.email}</p>
                {s.status === "pending" ? (
                  <p className="mt-1">
                    <StatusBadge label="Pending approval" tone="wait" />
                  </p>
                ) : null}
              </CardCell>
              <CardCell label="Classes">
                {s.classes.length > 0 ? s.classes.join(", ") : <span className="text-muted">None yet</span>}
              </CardCell>
              <CardCell label="This week">{minutes(s.minutesThisWeek)}</CardCell>
              <CardCell label="This term">{minutes(s.minutesThisTerm)}</CardCell>
              <CardCell label="Completed">{formatNumber(s.videosCompleted)}</CardCell>
              <CardCell label="Last active">
                {s.lastActiveAt ? <LocalDate iso={s.lastActiveAt} /> : <span className="text-muted">Never</span>}
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}

      <Pagination page={result.page} pages={result.totalPages} hrefFor={(n) => studentsHref(view, n)} label="Student pages" />

      <p className="text-sm text-muted">
        <strong className="font-semibold text-ink">This week</strong> counts from Monday ({formatDate(result.weekStart, "UTC")});{" "}
        <strong className="font-semibold text-ink">this term</strong> is the last {TERM_DAYS / 7} weeks, since{" "}
        {formatDate(result.termStart, "UTC")}. Minutes are new playback of the guided videos, by UTC day. A student&apos;s{" "}
        <strong className="font-semibold text-ink">classes</strong> are the classes you tagged the videos they watched for; the Class filter
        keeps those students. Pending students asked to join and can practise once the foundation approves their account.
      </p>
    </section>
  );
}

function minutes(n: number): string {
  return n === 1 ? "1 min" : `${formatNumber(n)} min`;
}
