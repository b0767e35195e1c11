import type { Actor } from "@/lib/session/actor";
import { roleLabel } from "@/lib/auth/roles";
import { listManagedUsers } from "@/features/accounts/server/admin";
import { AddUserButton } from "./add-user-button";
import { allowedTabCount, allowedTabNames } from "./allowed-tabs";
import { CardRow, CardTable } from "@/components/ui/card-table";
import { Pagination } from "@/components/ui/pagination";
import { UserRowActions } from "./user-row-actions";

/**
 * The User Management tab: approved instructor and school accounts (and admins on the
 * superadmin's dashboard), five per page, rendered on the server from the `page` parameter.
 * On phones each row becomes a stacked card.
 */
export async function UserManagement({ actor, basePath, page }: { actor: Actor; basePath: string; page: number }) {
  const result = await listManagedUsers(actor, page);
  const superadmin = actor.role === "superadmin";
  const roles = superadmin ? (["instructor", "school", "admin"] as const) : (["instructor", "school"] as const);
  const hrefFor = (n: number) => `${basePath}?tab=user-management&page=${n}`;

  const cell = "flex items-baseline gap-3 py-1 md:table-cell md:px-4 md:py-4";
  const cellLabel = "w-28 shrink-0 text-sm font-medium text-muted md:hidden";

  return (
    <section aria-labelledby="user-management-title">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="user-management-title" className="text-2xl font-semibold">
            User Management
          </h2>
          <p className="mt-1 text-muted">
            {superadmin ? "Approved instructor, school and admin accounts." : "Approved instructor and school accounts."}{" "}
            {result.total > 0 ? `${result.total} in total.` : null}
          </p>
        </div>
        <AddUserButton roles={roles} />
      </div>

      {result.users.length === 0 ? (
        <p className="card text-center text-muted">No users found.</p>
      ) : (
        <CardTable
          caption={`Users, page ${result.page} of ${result.pages}`}
          headers={superadmin ? ["Name", "Email", "Role", "Allowed Tabs", "Actions"] : ["Name", "Email", "Role", "Actions"]}
        >
          {result.users.map((user) => (
            <CardRow key={user.id}>
              <td className={`${cell} font-semibold`}>
                <span className={cellLabel}>Name</span>
                <span className="min-w-0 break-words">
                  {user.name}
                  {superadmin && user.role === "admin" ? (
                    <span className="ml-2 whitespace-nowrap text-sm font-normal text-muted">{allowedTabCount(user.allowedTabs)}</span>
                  ) : null}
                </span>
              </td>
              <td className={cell}>
                <span className={cellLabel}>Email</span>
                <span className="min-w-0 break-all">{user.email}</span>
              </td>
              <td className={cell}>
                <span className={cellLabel}>Role</span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">{roleLabel[user.role]}</span>
              </td>
              {superadmin ? (
                <td className={cell}>
                  <span className={cellLabel}>Allowed Tabs</span>
                  <span className="min-w-0 break-words">{user.role === "admin" ? allowedTabNames(user.allowedTabs) : "N/A"}</span>
                </td>
              ) : null}
              <td className={`${cell} mt-2 border-t border-line pt-3 md:mt-0 md:border-t-0`}>
                <span className={cellLabel}>Actions</span>
                <UserRowActions
                  user={{ id: user.id, name: user.name, role: user.role, allowedTabs: user.allowedTabs }}
                  showTabs={superadmin && user.role === "admin"}
                />
              </td>
            </CardRow>
          ))}
        </CardTable>
      )}
      <Pagination page={result.page} pages={result.pages} hrefFor={hrefFor} label="User pages" />
    </section>
  );
}
