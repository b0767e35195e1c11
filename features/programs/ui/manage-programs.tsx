import type { Actor } from "@/lib/session/actor-type";
import { WaitingFor } from "@/components/ui/waiting-for";
import { formatNumber } from "@/lib/format";
import { LocalDate } from "@/components/ui/local-date";
import { Pagination } from "@/components/ui/pagination";
import { PROGRAM_PAGE_SIZE, requestedProgramName } from "../schema";
import { listProgramRequests } from "../server/requests";
import { DecisionActions } from "./decision-actions";
import { RequestedProgram } from "./requested-program";
import { pageCount, schoolNameShown } from "./status";

/**
 * The staff's Manage Program tab (admin and superadmin; an admin with allowed tabs needs
 * `manage-programs`, which the services check too): the pending requests of every school,
 * oldest first, as cards with Approve and Reject, paged. A decided request leaves the list.
 */
export async function ManagePrograms({ actor, basePath, page }: { actor: Actor; basePath: string; page: number }) {
  const listed = await listProgramRequests(actor, { page, limit: PROGRAM_PAGE_SIZE });
  // A page past the end (its last request was just decided): the last page instead of an empty one.
  const last = pageCount(listed.total, PROGRAM_PAGE_SIZE);
  const result =
    listed.items.length === 0 && page > last ? await listProgramRequests(actor, { page: last, limit: PROGRAM_PAGE_SIZE }) : listed;
  const hrefFor = (n: number) => `${basePath}?tab=manage-programs&page=${n}`;

  return (
    <section aria-labelledby="manage-programs-title" className="space-y-6">
      <div>
        <h2 id="manage-programs-title" className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          Manage Program
          {result.total > 0 ? (
            <span className="rounded-full bg-sand-100 px-2.5 py-0.5 font-sans text-base font-semibold text-ink">
              {formatNumber(result.total)}
              <span className="sr-only"> pending</span>
            </span>
          ) : null}
        </h2>
        <p className="mt-1 text-muted">
          Schools&apos; requests for the foundation&apos;s programs wait here, oldest first, until an administrator approves or rejects
          them. The school is told by <span className="whitespace-nowrap">e-mail.</span>
        </p>
      </div>

      {result.total === 0 ? (
        <p className="card text-center text-muted">No pending programs to approve.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Pending program requests">
          {result.items.map((request) => {
            const school = schoolNameShown(request.schoolName);
            const details = [
              { label: "Email", value: <span className="break-all">{request.email}</span> },
              { label: "School name", value: school },
              ...(request.phone ? [{ label: "Phone", value: request.phone }] : []),
              { label: "Contact person", value: request.contactPerson },
              {
                label: "Requested",
                value: (
                  <>
                    <LocalDate iso={request.createdAt} /> · <WaitingFor since={request.createdAt} className="" />
                  </>
                ),
              },
            ];
            return (
              <li key={request._id} className="card flex flex-col gap-4 p-5">
                <h3 className="text-lg font-semibold break-words">
                  <RequestedProgram request={request} />
                </h3>
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8.5rem_1fr]">
                  {details.map((d) => (
                    <div key={d.label} className="contents">
                      <dt className="font-medium text-muted">{d.label}</dt>
                      <dd className="mb-2 break-words text-ink sm:mb-0">{d.value}</dd>
                    </div>
                  ))}
                </dl>
                <div>
                  <p className="font-medium text-muted">Message</p>
                  <p className="mt-1 whitespace-pre-line break-words rounded-xl bg-sand-100/60 px-4 py-3 text-ink">{request.message}</p>
                </div>
                <div className="mt-auto border-t border-line pt-4">
                  <DecisionActions request={{ id: request._id, program: requestedProgramName(request), school }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={result.page} pages={pageCount(result.total, PROGRAM_PAGE_SIZE)} hrefFor={hrefFor} label="Program request pages" />
    </section>
  );
}
