import type { Actor } from "@/lib/session/actor-type";
import { WaitingFor } from "@/components/ui/waiting-for";
import { formatNumber } from "@/lib/format";
import { LocalDate } from "@/components/ui/local-date";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import { PROGRAM_PAGE_SIZE, requestedProgramName } from "../schema";
import { listDecidedProgramRequests, listProgramRequests } from "../server/requests";
import { DecisionActions } from "./decision-actions";
import { RequestedProgram } from "./requested-program";
import { pageCount, programStatusLook, schoolNameShown } from "./status";

/**
 * The staff's Manage Program tab (admin and superadmin; an admin with allowed tabs needs
 * `manage-programs`, which the services check too): the pending requests of every school,
 * oldest first, as cards with Approve and Reject, paged. A decided request leaves the list for
 * Decided requests below it (latest decision first: when, and by whom), paged on its own (`decided`).
 */
export async function ManagePrograms({
  actor,
  basePath,
  page,
  decidedPage = 1,
}: {
  actor: Actor;
  basePath: string;
  page: number;
  decidedPage?: number;
}) {
  const [listed, decidedListed] = await Promise.all([
    listProgramRequests(actor, { page, limit: PROGRAM_PAGE_SIZE }),
    listDecidedProgramRequests(actor, { page: decidedPage, limit: PROGRAM_PAGE_SIZE }),
  ]);
  // A page past the end (its last request was just decided): the last page instead of an empty one.
  const last = pageCount(listed.total, PROGRAM_PAGE_SIZE);
  const result =
    listed.items.length === 0 && page > last ? await listProgramRequests(actor, { page: last, limit: PROGRAM_PAGE_SIZE }) : listed;
  const decidedLast = pageCount(decidedListed.total, PROGRAM_PAGE_SIZE);
  const decided =
    decidedListed.items.length === 0 && decidedPage > decidedLast
      ? await listDecidedProgramRequests(actor, { page: decidedLast, limit: PROGRAM_PAGE_SIZE })
      : decidedListed;
  const hrefFor = (n: number) => `${basePath}?tab=manage-programs&page=${n}${decidedPage > 1 ? `&decided=${decidedPage}` : ""}`;

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
      <DecidedRequests result={decided} basePath={basePath} pendingPage={result.page} />
    </section>
  );
}

/** The requests already decided, latest decision first: program, school, the decision, when it was asked and decided, and by whom. */
function DecidedRequests({
  result,
  basePath,
  pendingPage,
}: {
  result: Awaited<ReturnType<typeof listDecidedProgramRequests>>;
  basePath: string;
  pendingPage: number;
}) {
  const hrefFor = (n: number) =>
    `${basePath}?tab=manage-programs${pendingPage > 1 ? `&page=${pendingPage}` : ""}&decided=${n}#decided-programs-title`;
  return (
    <section aria-labelledby="decided-programs-title" className="space-y-4 border-t border-line pt-6">
      <div>
        <h3 id="decided-programs-title" className="text-xl font-semibold">
          Decided requests
        </h3>
        <p className="mt-1 text-muted">Approved and rejected requests, the latest decision first.</p>
      </div>
      {result.total === 0 ? (
        <p className="card text-center text-muted">No request has been decided yet.</p>
      ) : (
        <CardTable
          caption={`Decided program requests, latest decision first: page ${result.page} of ${pageCount(result.total, PROGRAM_PAGE_SIZE)}`}
          headers={["Program", "School", "Decision", "Requested", "Decided", "Decided by"]}
        >
          {result.items.map((request) => {
            const look = programStatusLook(request.status);
            return (
              <CardRow key={request._id}>
                <CardCell label="Program" className="font-semibold">
                  <span className="break-words">
                    <RequestedProgram request={request} />
                  </span>
                </CardCell>
                <CardCell label="School">{schoolNameShown(request.schoolName)}</CardCell>
                <CardCell label="Decision">
                  <StatusBadge label={look.label} tone={look.tone} />
                </CardCell>
                <CardCell label="Requested">
                  <LocalDate iso={request.createdAt} />
                </CardCell>
                <CardCell label="Decided">
                  {request.decidedAt ? <LocalDate iso={request.decidedAt} /> : <span className="text-muted">Not recorded</span>}
                </CardCell>
                <CardCell label="Decided by">{request.decidedBy?.name ?? <span className="text-muted">A deleted account</span>}</CardCell>
              </CardRow>
            );
          })}
        </CardTable>
      )}
      <Pagination page={result.page} pages={pageCount(result.total, PROGRAM_PAGE_SIZE)} hrefFor={hrefFor} label="Decided request pages" />
    </section>
  );
}
