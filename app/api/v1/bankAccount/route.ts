import { apiRoute } from "@/lib/http";
import { createBankAccount, listBankAccounts } from "@/features/bank-accounts/server/bank-accounts";

/** The new account as `data` (what the spec's client reads) and as `bankAccount` (the earlier site's key). */
export const POST = apiRoute(async ({ actor, json }) => {
  const account = await createBankAccount(actor, await json());
  return { message: "Bank account created successfully", data: account, bankAccount: account };
});

export const GET = apiRoute(async ({ actor }) => ({ accounts: await listBankAccounts(actor) }));
