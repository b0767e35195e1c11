import { Landmark } from "lucide-react";

/** The Bank Accounts panel's frame under the Profile card: its heading, the action beside it, and what it holds. */
export function BankAccountsFrame({ action, children }: { action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby="bank-accounts-title" className="card mx-auto mt-10 max-w-3xl sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Landmark className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="bank-accounts-title" className="text-2xl font-semibold">
              Bank Accounts
            </h2>
            <p className="text-muted">Where the foundation pays your invoices.</p>
          </div>
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** What the panel shows while the account is loaded (the page streams it in). */
export function BankAccountsLoading() {
  return (
    <BankAccountsFrame>
      <p role="status" className="text-muted">
        Loading bank accounts...
      </p>
    </BankAccountsFrame>
  );
}
