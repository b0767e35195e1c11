import type { Actor } from "@/lib/session/actor-type";
import { listBankAccounts } from "../server/bank-accounts";
import { BankAccountsPanel } from "./bank-accounts-panel";

/** Loads the instructor's bank account on the server and shows the panel. */
export async function BankAccountsSection({ actor }: { actor: Actor }) {
  return <BankAccountsPanel accounts={await listBankAccounts(actor)} />;
}
