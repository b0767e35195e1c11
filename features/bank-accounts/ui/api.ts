import type { z } from "zod";
import { apiFetch } from "@/lib/http/api-client";
import type { bankAccountSchema, bankAccountUpdateSchema } from "@/features/bank-accounts/schema";
import type { BankAccount } from "@/features/bank-accounts/server/bank-accounts";

/*
 * The bank account API as the browser calls it: one function per call. The owner is the
 * signed-in account; no body names it.
 */

/** POST bankAccount: the instructor's account (`data`, masked). */
export const addBankAccount = (body: z.input<typeof bankAccountSchema>) =>
  apiFetch<{ message: string; data: BankAccount }>("/bankAccount", { method: "POST", json: body });

/** PUT bankAccount/{id}: the fields changed, with the current password (`data`, masked). */
export const updateBankAccount = (id: string, body: z.input<typeof bankAccountUpdateSchema>) =>
  apiFetch<{ message: string; data: BankAccount }>(`/bankAccount/${encodeURIComponent(id)}`, { method: "PUT", json: body });

/** DELETE bankAccount/{id}. */
export const deleteBankAccount = (id: string) =>
  apiFetch<{ message: string }>(`/bankAccount/${encodeURIComponent(id)}`, { method: "DELETE" });
