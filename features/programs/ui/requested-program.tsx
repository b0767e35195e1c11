import { requestedProgramName, type ResolvedProgram } from "../schema";

/**
 * What a request is for, on the school's table, the View dialog and the staff's cards: the
 * program's title, or for "Other" the name the school typed, marked Other (none of our programs
 * matched it). A plain component, for server and client screens alike.
 */
export function RequestedProgram({ request }: { request: ResolvedProgram }) {
  return (
    <>
      {requestedProgramName(request)}
      {request.otherProgram !== null ? (
        <>
          {" "}
          <span className="ms-1 inline-block whitespace-nowrap rounded-full bg-sand-100 px-2 py-0.5 align-middle font-sans text-sm font-semibold text-muted ring-1 ring-line">
            Other<span className="sr-only">: not one of our programs</span>
          </span>
        </>
      ) : null}
    </>
  );
}
