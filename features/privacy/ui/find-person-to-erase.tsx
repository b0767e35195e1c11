import { Search } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { roleLabel } from "@/lib/auth/roles";
import { formatNumber } from "@/lib/format";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import type { PeopleFound } from "../server/people";
import { EraseUserButton } from "./erase-user-button";

/** The search's own parameters on the User Management tab (its table keeps `page`). */
export const FIND_PARAM = "find";
export const FIND_PAGE_PARAM = "findPage";

/** The address of a page of results for `query`, on the dashboard at `basePath`. */
export function findHref(basePath: string, query: string, page = 1): string {
  const params = new URLSearchParams({ tab: "user-management" });
  if (query) params.set(FIND_PARAM, query);
  if (page > 1) params.set(FIND_PAGE_PARAM, String(page));
  return `${basePath}?${params.toString()}`;
}

/**
 * Under User Management: staff find any account, students and pending sign-ups too, by its e-mail
 * address or a part of its name, and erase it at the person's or a parent's request (Erase, with
 * who asked). A plain GET form: each search has its own address, drawn on the server.
 */
export function FindPersonToErase({ basePath, found, minLength }: { basePath: string; found: PeopleFound; minLength: number }) {
  const { query, people, total } = found;
  const tooShort = query.length > 0 && query.length < minLength;
  return (
    <section aria-labelledby="find-person-title" className="mt-12 space-y-4">
      <div>
        <h2 id="find-person-title" className="text-2xl font-semibold">
          Erase a person&apos;s data
        </h2>
        <p className="mt-1 max-w-prose text-muted">
          When a person, or a student&apos;s parent, asks us to erase what we hold about them: find their account, students included, by its
          e-mail address or part of the name, then Erase, saying who asked. Gifts and invoices stay for the accounts without the name (see
          the{" "}
          <SiteLink href="/privacy#how-long" className="link">
            privacy page
          </SiteLink>
          ).
        </p>
      </div>

      <form
        action={basePath}
        method="get"
        role="search"
        aria-label="Find a person"
        className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="tab" value="user-management" />
        <div className="min-w-0 flex-1">
          <label htmlFor="find-person" className="label">
            E-mail address or name
          </label>
          <input
            id="find-person"
            name={FIND_PARAM}
            type="search"
            defaultValue={query}
            minLength={minLength}
            maxLength={200}
            autoComplete="off"
            placeholder="e.g. noah@school.example or Noah"
            className="input"
          />
        </div>
        <button type="submit" className="btn-primary min-h-12 px-6">
          <Search aria-hidden className="size-5" />
          Find
        </button>
      </form>

      <div aria-live="polite">
        {tooShort ? (
          <p className="text-muted">Type at least {minLength} letters of the name, or the whole e-mail address.</p>
        ) : query && total === 0 ? (
          <p className="card text-center text-muted">No account matches “{query}”.</p>
        ) : query ? (
          <p className="text-muted">{total === 1 ? "1 account matches." : `${formatNumber(total)} accounts match.`}</p>
        ) : null}
      </div>

      {people.length > 0 ? (
        <CardTable
          caption={`Accounts matching “${query}”, page ${found.page} of ${found.pages}`}
          headers={["Name", "Email", "Role", "Actions"]}
        >
          {people.map((person) => (
            <CardRow key={person.id}>
              <CardCell label="Name">
                <p className="font-semibold break-words">{person.name}</p>
                {person.schoolName ? <p className="text-sm break-words text-muted">{person.schoolName}</p> : null}
                {person.status === "pending" ? (
                  <p className="mt-1">
                    <StatusBadge label="Pending approval" tone="wait" />
                  </p>
                ) : null}
              </CardCell>
              <CardCell label="Email">
                <span className="break-all">{person.email}</span>
              </CardCell>
              <CardCell label="Role">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">{roleLabel[person.role]}</span>
              </CardCell>
              <CardCell label="Actions" actions>
                {person.notErasable ? (
                  <span className="text-sm text-muted">{person.notErasable}</span>
                ) : (
                  <EraseUserButton user={{ id: person.id, name: person.name }} />
                )}
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      ) : null}
      <Pagination page={found.page} pages={found.pages} hrefFor={(n) => findHref(basePath, query, n)} label="Pages of matching accounts" />
    </section>
  );
}
