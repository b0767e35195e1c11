import { Suspense, type ReactNode } from "react";
import type { TabContext } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { BankAccountsSection } from "@/features/bank-accounts/ui/bank-accounts-section";
import { BankAccountsLoading } from "@/features/bank-accounts/ui/frame";

/**
 * The Bank Accounts panel under an instructor's own Profile (registry/dashboard.tsx `tabSections`),
 * streamed in after the profile card ("Loading bank accounts..." until then); null for everyone else.
 */
export async function bankAccountsOnProfile({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "bankAccount.manage")) return null;
  return (
    <Suspense fallback={<BankAccountsLoading />}>
      <BankAccountsSection actor={actor} />
    </Suspense>
  );
}
