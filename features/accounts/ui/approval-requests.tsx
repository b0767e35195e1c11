import type { Actor } from "@/lib/session/actor";
import { WaitingFor } from "@/components/ui/waiting-for";
import { roleLabel } from "@/lib/auth/roles";
import { listPendingUsers } from "@/features/accounts/server/admin";
import { listSchools } from "@/features/accounts/server/schools";
import type { PublicUser } from "@/features/accounts/server/serialize";
import { ApprovalActions } from "./approval-actions";
import { SCHOOL_TYPES, SUBJECT_EXPERTISE } from "@/features/accounts/schema";
import { LocalDate } from "@/components/ui/local-date";
import { formatDate, formatNumber } from "@/lib/format";

/** One line of what the applicant entered; `long` text (a bio) keeps its line breaks. */
type Item = { label: string; value: string; long?: boolean };

const NOT_GIVEN = "Not given";

/** The label of a choice from a registration list (school type, subject), else what was stored. */
function labelOf(options: readonly { value: string; label: string }[], value: string | null): string {
  if (!value) return NOT_GIVEN;
  return options.find((o) => o.value === value)?.label ?? value;
}

const yearsOf = (years: number | null) => (years === null ? NOT_GIVEN : years === 1 ? "1 year" : `${formatNumber(years)} years`);

/**
 * The Approval Requests tab: pending school, instructor and student registrations, each card with
 * the whole application (everything the registration form asked of that kind of account) and the
 * day they signed up, and Approve and Reject. Rendered on the server; the buttons refresh it after each action.
 */
export async function ApprovalRequests({ actor }: { actor: Actor }) {
  const [pending, schools] = await Promise.all([listPendingUsers(actor), listSchools()]);
  const schoolNames = new Map(schools.map((s) => [s.id, s.name]));
  const bySchool = pending.filter((u) => u.role === "school");
  const byInstructor = pending.filter((u) => u.role === "instructor");
  const byStudent = pending.filter((u) => u.role === "user");

  return (
    <section aria-labelledby="approval-requests-title">
      <div className="mb-6">
        <h2 id="approval-requests-title" className="text-2xl font-semibold">
          Approval Requests
        </h2>
        <p className="mt-1 text-muted">New registrations wait here until an administrator approves or rejects them.</p>
      </div>
      {pending.length === 0 ? (
        <p className="card text-center text-muted">No pending approval requests.</p>
      ) : (
        <div className="space-y-10">
          <RequestList
            id="school-requests"
            title="School Approval Requests"
            empty="No school is waiting for approval."
            users={bySchool}
            details={(u) => [
              { label: "Email", value: u.email },
              // A school account's own name is the school's name.
              { label: "School name", value: u.name.trim() || NOT_GIVEN },
              { label: "School type", value: labelOf(SCHOOL_TYPES, u.schoolType) },
              { label: "Address", value: u.address ?? NOT_GIVEN },
              { label: "Contact person", value: u.contactPerson ?? NOT_GIVEN },
              { label: "Phone", value: u.phone ?? NOT_GIVEN },
              { label: "Students", value: u.numberOfStudents === null ? NOT_GIVEN : formatNumber(u.numberOfStudents) },
              { label: "Website", value: u.website ?? NOT_GIVEN },
            ]}
          />
          <RequestList
            id="instructor-requests"
            title="Instructor Approval Requests"
            empty="No instructor is waiting for approval."
            users={byInstructor}
            details={(u) => [
              { label: "Email", value: u.email },
              { label: "Title", value: u.title ?? NOT_GIVEN },
              { label: "Expertise", value: labelOf(SUBJECT_EXPERTISE, u.specialization) },
              { label: "Experience", value: yearsOf(u.yearsOfExperience) },
              { label: "Credentials", value: u.teachingCredentials ?? NOT_GIVEN },
              { label: "Bio", value: u.bio ?? NOT_GIVEN, long: true },
              { label: "Phone", value: u.phone ?? NOT_GIVEN },
              { label: "Address", value: u.address ?? NOT_GIVEN },
            ]}
          />
          <RequestList
            id="student-requests"
            title="Student Approval Requests"
            empty="No student is waiting for approval."
            users={byStudent}
            details={(u) => [
              { label: "Email", value: u.email },
              { label: "School", value: (u.schoolId && schoolNames.get(u.schoolId)) || "Not specified" },
              { label: "Date of birth", value: u.dateOfBirth ? formatDate(`${u.dateOfBirth}T00:00:00Z`, "UTC") : NOT_GIVEN },
              { label: "Phone", value: u.phone ?? NOT_GIVEN },
              { label: "Address", value: u.address ?? NOT_GIVEN },
            ]}
          />
        </div>
      )}
    </section>
  );
}

function RequestList({
  id,
  title,
  empty,
  users,
  details,
}: {
  id: string;
  title: string;
  empty: string;
  users: PublicUser[];
  details: (u: PublicUser) => Item[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-4 flex items-center gap-3 text-xl font-semibold">
        {title}
        <span className="rounded-full bg-sand-100 px-2.5 py-0.5 font-sans text-sm font-semibold text-ink">{users.length}</span>
      </h3>
      {users.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {users.map((u) => (
            <li key={u.id} className="card flex flex-col gap-4 p-5">
              <div>
                <p className="text-lg font-semibold break-words">{u.name}</p>
                <p className="text-sm text-muted">
                  Signed up <LocalDate iso={u.createdAt} /> · <WaitingFor since={u.createdAt} className="" />
                </p>
              </div>
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
                {details(u).map((d) => (
                  <div key={d.label} className="contents">
                    <dt className="font-medium text-muted">{d.label}</dt>
                    <dd className={`mb-2 break-words text-ink sm:mb-0 ${d.long ? "whitespace-pre-line" : ""}`}>{d.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-auto border-t border-line pt-4">
                <ApprovalActions user={{ id: u.id, name: u.name, roleLabel: roleLabel[u.role] }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
