import { Landmark } from "lucide-react";
import { SettingsCard } from "@/components/ui/settings-card";

/** The Bank Accounts panel's frame under the Profile card: its heading, the action beside it, and what it holds. */
export function BankAccountsFrame({ action, children }: { action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <SettingsCard
      id="bank-accounts-title"
      icon={Landmark}
      title="Bank Accounts"
      description="Where the foundation pays your invoices."
      action={action}
    >
      {children}
    </SettingsCard>
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
