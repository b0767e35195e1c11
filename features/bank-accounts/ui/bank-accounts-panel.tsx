"use client";

import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { LocalDate } from "@/components/ui/local-date";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { BankAccount } from "../server/bank-accounts";
import { deleteBankAccount } from "./api";
import { BankAccountForm } from "./bank-account-form";
import { BankAccountsFrame } from "./frame";

/**
 * The spec's Bank Accounts panel (spec 02, "Bank accounts panel"): the empty state with Add Bank
 * Account (offered only while there is none: one account per instructor), else the account's card
 * with Edit and Delete (after a confirmation). The list comes from the server; every change
 * redraws the page.
 */
export function BankAccountsPanel({ accounts }: { accounts: BankAccount[] }) {
  const hydrated = useHydrated();
  const [form, setForm] = useState<{ account: BankAccount | null } | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const remove = useApiMutation((account: BankAccount) => deleteBankAccount(account.id), {
    fallback: "Failed to delete bank account",
    success: "Bank account deleted successfully!",
    onSuccess: () => setDeleting(null),
  });

  return (
    <BankAccountsFrame
      action={
        accounts.length === 0 ? (
          <button type="button" className="btn-primary" onClick={() => setForm({ account: null })} disabled={!hydrated}>
            <Plus aria-hidden className="size-5" />
            Add Bank Account
          </button>
        ) : null
      }
    >
      {accounts.length === 0 ? (
        <p className="text-muted">No bank accounts found. Add your first bank account to get started.</p>
      ) : (
        <ul aria-label="Your bank accounts" className="space-y-4">
          {accounts.map((account) => (
            <li key={account.id}>
              <BankAccountCard
                account={account}
                disabled={!hydrated}
                onEdit={() => setForm({ account })}
                onDelete={() => setDeleting(account)}
              />
            </li>
          ))}
        </ul>
      )}
      <BankAccountForm account={form?.account ?? null} open={form !== null} onClose={() => setForm(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Bank Account"
        description="Are you sure you want to delete this bank account?"
        onConfirm={() => deleting && void remove.run(deleting)}
        label="Delete"
        busyLabel="Deleting..."
        busy={remove.busy}
      />
    </BankAccountsFrame>
  );
}

/** One account: holder, the number masked to its last four digits, IFSC, bank, branch, added (and updated, once changed). */
function BankAccountCard({
  account,
  disabled,
  onEdit,
  onDelete,
}: {
  account: BankAccount;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = `bank-account-${account.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {account.accountHolderName}
        </h3>
        <p className="text-lg font-semibold tabular-nums tracking-wider text-ink">
          <span className="sr-only">Account number ending in </span>
          <span aria-hidden>•••• </span>
          {account.accountNumberLast4}
        </p>
      </div>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-3">
        <Detail label="IFSC code" value={<span className="tracking-wide">{account.ifscCode}</span>} />
        <Detail label="Bank" value={account.bankName} />
        <Detail label="Branch" value={account.branchName} />
        <Detail label="Added" value={<LocalDate iso={account.createdAt} />} />
        {account.updatedAt !== account.createdAt ? <Detail label="Updated" value={<LocalDate iso={account.updatedAt} />} /> : null}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3 border-t border-line pt-5">
        <button type="button" className="btn-secondary" onClick={onEdit} disabled={disabled}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </button>
        <button type="button" className="btn-danger-soft" onClick={onDelete} disabled={disabled}>
          <Trash2 aria-hidden className="size-4" />
          Delete
        </button>
      </div>
    </article>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 break-words text-ink">{value}</dd>
    </div>
  );
}
