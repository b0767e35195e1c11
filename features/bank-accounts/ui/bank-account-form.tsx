"use client";

import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { changedFields } from "@/lib/changes";
import {
  ACCOUNT_HOLDER_MAX,
  BANK_NAME_MAX,
  BRANCH_NAME_MAX,
  bankAccountSchema,
  bankAccountUpdateSchema,
  type BankAccountFormValues,
  type BankAccountUpdate,
} from "../schema";
import type { BankAccount } from "../server/bank-accounts";
import { addBankAccount, updateBankAccount } from "./api";

/** The form's values for an account: its fields as shown, the number blank (it is never sent to the browser whole). */
function formValues(account: BankAccount | null): BankAccountFormValues {
  return {
    accountNumber: "",
    accountHolderName: account?.accountHolderName ?? "",
    ifscCode: account?.ifscCode ?? "",
    bankName: account?.bankName ?? "",
    branchName: account?.branchName ?? "",
    currentPassword: "",
  };
}

/**
 * Add Bank Account and Edit: the five fields and the current password, checked in the browser
 * with the schema the server uses, each field's error cleared as soon as it is edited (spec 01 §5).
 * Editing starts with the number blank, which keeps it: our answers carry only its last four
 * digits, so the form cannot show it, and typing a new one replaces it. An edit sends only the
 * fields changed, with the password.
 */
export function BankAccountForm({ account, open, onClose }: { account: BankAccount | null; open: boolean; onClose: () => void }) {
  const editing = account !== null;
  // The two schemas check the same fields; the update's output (every field but the password optional) holds the add's.
  const resolver = zodResolver(editing ? bankAccountUpdateSchema : bankAccountSchema) as Resolver<
    BankAccountFormValues,
    unknown,
    BankAccountUpdate
  >;
  const form = useForm<BankAccountFormValues, unknown, BankAccountUpdate>({
    resolver,
    values: formValues(account),
    // Errors appear on Save and each goes when its field is edited (below), not on every keystroke.
    reValidateMode: "onSubmit",
  });
  const { errors } = form.formState;

  const save = useApiMutation(
    async (values: BankAccountUpdate) => {
      if (!account) {
        const { accountNumber, accountHolderName, ifscCode, bankName, branchName, currentPassword } = values;
        return addBankAccount({ accountNumber, accountHolderName, ifscCode, bankName, branchName, currentPassword });
      }
      const { currentPassword, ...fields } = values;
      // The number was shown blank: any number typed is a change.
      const shown: typeof fields = { ...formValues(account), accountNumber: undefined };
      const changes = changedFields(shown, fields);
      return Object.keys(changes).length > 0 ? updateBankAccount(account.id, { ...changes, currentPassword }) : null;
    },
    {
      fallback: editing ? "Failed to update bank account" : "Failed to create bank account",
      errorIn: "both",
      success: (answer) =>
        !editing
          ? "Bank account created successfully!"
          : answer
            ? "Bank account updated successfully!"
            : "Nothing to save: your bank account is as it was",
      onSuccess: () => close(),
    },
  );

  /** Closes the dialog with the form as it opened: nothing typed (the password least of all) waits for the next time. */
  function close() {
    form.reset(formValues(account));
    save.setError(null);
    onClose();
  }

  function onOpenChange(next: boolean) {
    if (!save.busy && !next) close();
  }

  /** A field's registration: its error goes as soon as it is edited. */
  const field = (name: keyof BankAccountFormValues) => form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Bank Account" : "Add Bank Account"}
      description="The account the foundation pays your invoices into. Only its last four digits are shown again."
      wide
    >
      <form
        onSubmit={form.handleSubmit(save.run)}
        // The server's refusal is about what was sent: it goes once the form is changed.
        onChange={() => save.error && save.setError(null)}
        noValidate
        className="space-y-4"
        aria-busy={save.busy}
      >
        <Alert>{save.error}</Alert>
        <Field label="Account Holder Name" error={errors.accountHolderName?.message}>
          {(p) => (
            <input {...p} {...field("accountHolderName")} autoComplete="name" maxLength={ACCOUNT_HOLDER_MAX} required className="input" />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Account Number"
            error={errors.accountNumber?.message}
            hint={account ? `Leave blank to keep the number ending in ${account.accountNumberLast4}.` : "9 to 18 digits."}
          >
            {(p) => (
              <input
                {...p}
                {...field("accountNumber")}
                inputMode="numeric"
                autoComplete="off"
                required={!editing}
                className="input tabular-nums tracking-wider"
              />
            )}
          </Field>
          <Field label="IFSC Code" error={errors.ifscCode?.message} hint="11 characters, such as HDFC0001234.">
            {(p) => (
              <input
                {...p}
                {...field("ifscCode")}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                required
                className="input uppercase tracking-wide"
              />
            )}
          </Field>
          <Field label="Bank Name" error={errors.bankName?.message}>
            {(p) => <input {...p} {...field("bankName")} maxLength={BANK_NAME_MAX} required className="input" />}
          </Field>
          <Field label="Branch Name" error={errors.branchName?.message}>
            {(p) => <input {...p} {...field("branchName")} maxLength={BRANCH_NAME_MAX} required className="input" />}
          </Field>
        </div>
        <Field
          label="Current Password"
          error={errors.currentPassword?.message}
          hint="For your security, enter your password again to add or change bank details."
        >
          {(p) => <input {...p} {...field("currentPassword")} type="password" autoComplete="current-password" required className="input" />}
        </Field>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <DialogActions
            onCancel={() => onOpenChange(false)}
            label={editing ? "Update Account" : "Add Account"}
            busyLabel="Saving..."
            busy={save.busy}
            tone="primary"
          />
        </div>
      </form>
    </Dialog>
  );
}
