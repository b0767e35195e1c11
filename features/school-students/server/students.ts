import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { toCsv } from "@/lib/format/csv";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { classNumber } from "@/features/school-tags/client";
import {
  defaultDirection,
  STUDENTS_PAGE_SIZE,
  studentFilterSchema,
  TERM_DAYS,
  type SortDirection,
  type StudentFilter,
  type StudentSort,
} from "../schema";

const DAY_MS = 86_400_000;

/** The first UTC day of this week (Monday) and of this term (TERM_DAYS ago, today included), as `YYYY-MM-DD`. */
export function practiceWindows(now: Date): { weekStart: string; termStart: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { weekStart: day(today - sinceMonday * DAY_MS), termStart: day(today - (TERM_DAYS - 1) * DAY_MS) };
}

export type SchoolStudent = {
  id: string;
  name: string;
  email: string;
  /** Approved students practise; a pending one asked to join and waits for the foundation's approval. */
  status: "approved" | "pending";
  /** The classes of the school's tagged videos this student has watched, by number. */
  classes: string[];
  minutesThisWeek: number;
  minutesThisTerm: number;
  videosCompleted: number;
  /** When they last watched a video (null: never). */
  lastActiveAt: string | null;
  joinedAt: string;
};

type Row = {
  matching: number;
  page: number;
  total_pages: number;
  id: string | null;
  name: string;
  email: string;
  status: "approved" | "pending";
  classes: string[] | null;
  week_seconds: number;
  term_seconds: number;
  completed: number;
  last_active: Date | string | null;
  created_at: Date | string;
};

/** The ORDER BY of a sort column; ties by name, then id, so a page is stable. */
function orderBy(sort: StudentSort, dir: SortDirection): SQL {
  const d = dir === "asc" ? sql`asc` : sql`desc`;
  const column = {
    name: sql`lower(name)`,
    week: sql`week_seconds`,
    term: sql`term_seconds`,
    completed: sql`completed`,
    lastActive: sql`last_active`,
  }[sort];
  return sql`${column} ${d} nulls last, lower(name) asc, id asc`;
}

/**
 * The school's students with their practice, filtered and sorted in one SQL statement; `page`
 * null: every one (the CSV). Students are the accounts that chose this school at registration,
 * approved or pending (a rejected one is not the school's). A class is not something a student
 * has: the school tags videos for its classes, so "Class 3" keeps the students who watched at
 * least one video this school tagged for Class 3 (their `classes`).
 */
async function querySchoolStudents(schoolId: string, filter: StudentFilter, now: Date, page: number | null) {
  const { weekStart, termStart } = practiceWindows(now);
  const dir = filter.dir ?? defaultDirection(filter.sort);
  const classTag = filter.classTag ?? null;
  const size = STUDENTS_PAGE_SIZE;
  const paging =
    page === null
      ? sql`order by ${orderBy(filter.sort, dir)}`
      : sql`order by ${orderBy(filter.sort, dir)} limit ${size}::int offset (counts.page - 1) * ${size}::int`;
  const db = await getDb();
  const result = await db.execute(sql`
    with students as (
      select u.id, trim(u.name || coalesce(' ' || u.last_name, '')) as name, u.email, u.status::text as status, u.created_at,
             coalesce((select sum(p.seconds) from practice_days p where p.user_id = u.id and p.day >= ${weekStart}::date), 0)::float8 as week_seconds,
             coalesce((select sum(p.seconds) from practice_days p where p.user_id = u.id and p.day >= ${termStart}::date), 0)::float8 as term_seconds,
             (select count(*) from watched_videos w join videos v on v.id = w.video_id
               where w.user_id = u.id and w.completed_at is not null and v.deleted_at is null)::int as completed,
             (select max(w.last_watched_at) from watched_videos w where w.user_id = u.id) as last_active,
             (select coalesce(array_agg(distinct t.tag), '{}'::text[]) from watched_videos w
               join video_school_tags st on st.video_id = w.video_id and st.school_id = ${schoolId}
               cross join lateral unnest(st.tags) as t(tag)
               where w.user_id = u.id) as classes
      from users u
      where u.role = 'user' and u.school_id = ${schoolId} and u.status in ('approved', 'pending')
    ),
    matched as (
      select * from students where ${classTag}::text is null or ${classTag}::text = any(classes)
    ),
    counts as (
      select m.matching, pages.total_pages, least(${page ?? 1}::int, pages.total_pages) as page
      from (select count(*)::int as matching from matched) m
      cross join lateral (select greatest(1, ceil(m.matching::numeric / ${size}::int))::int as total_pages) pages
    )
    select counts.matching, counts.page, counts.total_pages, r.*
    from counts
    left join lateral (select * from matched ${paging}) r on true`);
  const rows = rowsOf<Row>(result);
  const first = rows[0];
  const students: SchoolStudent[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      name: r.name,
      email: r.email,
      status: r.status,
      classes: [...(r.classes ?? [])].sort((a, b) => classNumber(a) - classNumber(b)),
      minutesThisWeek: Math.floor(Number(r.week_seconds) / 60),
      minutesThisTerm: Math.floor(Number(r.term_seconds) / 60),
      videosCompleted: Number(r.completed),
      lastActiveAt: r.last_active === null ? null : new Date(r.last_active).toISOString(),
      joinedAt: new Date(r.created_at).toISOString(),
    }));
  return {
    students,
    matching: Number(first?.matching ?? 0),
    page: Number(first?.page ?? 1),
    totalPages: Number(first?.total_pages ?? 1),
    sort: filter.sort,
    dir,
    classTag,
    weekStart,
    termStart,
  };
}

/**
 * The Students tab (and GET /school/students): the signed-in school's students, 50 a page
 * (a page past the end shows the last), each with minutes practised this week (since Monday,
 * UTC) and this term (the last TERM_DAYS days), videos completed and when last active; sorted
 * by `sort` (name, week, term, completed, lastActive) and `dir`, filtered by `class`. The school
 * is always the signed-in account: nothing in the query names another.
 */
export async function listSchoolStudents(actor: Actor | null, query: Record<string, unknown> = {}, now: Date = new Date()) {
  assertCan(actor, "schoolStudents.read");
  const filter = parseInput(studentFilterSchema, { sort: query.sort, dir: query.dir, classTag: query.class, page: query.page });
  return { ...(await querySchoolStudents(actor.id, filter, now, filter.page)), pageSize: STUDENTS_PAGE_SIZE };
}

export const STUDENTS_CSV_HEADER = [
  "Name",
  "E-mail",
  "Status",
  "Classes",
  "Minutes this week",
  "Minutes this term (last 12 weeks)",
  "Videos completed",
  "Last active",
  "Joined",
] as const;

/** Every student the tab's filter keeps, in its order, as CSV (lib/format/csv.ts). */
export async function exportSchoolStudentsCsv(actor: Actor | null, query: Record<string, unknown> = {}, now: Date = new Date()) {
  assertCan(actor, "schoolStudents.read");
  const filter = parseInput(studentFilterSchema, { sort: query.sort, dir: query.dir, classTag: query.class, page: 1 });
  const { students } = await querySchoolStudents(actor.id, filter, now, null);
  return toCsv(
    STUDENTS_CSV_HEADER,
    students.map((s) => [
      s.name,
      s.email,
      s.status === "approved" ? "Approved" : "Pending approval",
      s.classes.join("; "),
      s.minutesThisWeek,
      s.minutesThisTerm,
      s.videosCompleted,
      s.lastActiveAt,
      s.joinedAt,
    ]),
  );
}
