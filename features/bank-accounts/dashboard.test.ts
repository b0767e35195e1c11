import { createElement, isValidElement, Suspense, type ReactElement, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/lib/db/schema";
import { insertBankAccount } from "@/test/bank-accounts";
import { tabContext as ctx } from "@/test/dashboard";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { renderHtml, textOf } from "@/test/render";
import { bankAccounts } from "@/lib/db/schema";
import { bankAccountsOnProfile } from "./dashboard";
import { BankAccountsSection } from "./ui/bank-accounts-section";
import { BankAccountsLoading } from "./ui/frame";

/** The Bank Accounts panel under the instructor's Profile, rendered on the server against Postgres as a browser first receives it. */
beforeEach(resetDb);

const instructor = async () => actorFor(await createUser({ role: "instructor" }));
const panelText = async (actor: Awaited<ReturnType<typeof instructor>>) => textOf(renderHtml(await BankAccountsSection({ actor })));

describe("the Bank Accounts panel under the Profile", () => {
  it("is an instructor's only, streamed in with the spec's loading text", async () => {
    for (const role of ["user", "school", "admin", "superadmin"] as Role[]) {
      const actor = actorFor(await createUser({ role }));
      expect(await bankAccountsOnProfile(ctx(actor, "profile")), role).toBeNull();
    }
    const maya = await instructor();
    const section = (await bankAccountsOnProfile(ctx(maya, "profile", {}, "/instructor"))) as ReactElement<{
      fallback: ReactNode;
      children: ReactElement<{ actor: unknown }>;
    }>;
    expect(isValidElement(section) && section.type).toBe(Suspense);
    expect(isValidElement(section.props.fallback) && section.props.fallback.type).toBe(BankAccountsLoading);
    expect(section.props.children.type).toBe(BankAccountsSection);
    expect(section.props.children.props.actor).toBe(maya);
    expect(textOf(renderHtml(createElement(BankAccountsLoading)))).toContain(
      "Bank Accounts Where the foundation pays your invoices. Loading bank accounts...",
    );
  });

  it("offers Add Bank Account while there is no account", async () => {
    const text = await panelText(await instructor());
    expect(text).toContain("No bank accounts found. Add your first bank account to get started.");
    expect(text).toContain("Add Bank Account");
  });

  it("shows the account with its number masked to the last four digits, no Add Bank Account, and Updated once it changed", async () => {
    const maya = await instructor();
    await insertBankAccount(maya.id, "123456789012");
    let text = await panelText(maya);
    expect(text).not.toContain("Add Bank Account");
    expect(text).not.toContain("No bank accounts found");
    for (const shown of [
      "Maya Instructor",
      "Account number ending in •••• 9012",
      "HDFC0001234",
      "HDFC Bank",
      "Koramangala",
      "Added",
      "Edit",
      "Delete",
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain("12345678");
    expect(text).not.toContain("Updated");

    const db = await getDb();
    await db.update(bankAccounts).set({ createdAt: new Date("2026-01-05T10:00:00Z"), updatedAt: new Date("2026-02-14T10:00:00Z") });
    text = await panelText(maya);
    expect(text).toContain("Added 5 Jan 2026");
    expect(text).toContain("Updated 14 Feb 2026");
  });
});
