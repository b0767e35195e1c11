import { apiRoute } from "@/lib/http";
import { deleteBankAccount, getBankAccount, updateBankAccount } from "@/features/bank-accounts/server/bank-accounts";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ account: await getBankAccount(actor, params.id) }));

/** The changed account as `data` (the spec's client merges it into its list) and as `account` (the earlier site's key). */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => {
  const account = await updateBankAccount(actor, params.id, await json());
  return { message: "Bank account updated successfully", data: account, account };
});

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteBankAccount(actor, params.id));
