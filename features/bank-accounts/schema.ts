import { z } from "zod";
import { requiredText, trimmed } from "@/lib/validate";

/**
 * An instructor's bank account: the schemas shared by the Profile tab's form (react-hook-form +
 * zodResolver) and the services, with the spec's messages (spec 01 §5, spec 02 §5): all five
 * fields required after trimming, the account number 9 to 18 digits, the IFSC code four letters, a
 * zero and six letters or digits once uppercased. Strict objects: the owner, the dates and the
 * masked number never come from a body. Adding or changing an account also takes the person's
 * current password.
 */

export const ACCOUNT_HOLDER_MAX = 100;
export const BANK_NAME_MAX = 100;
export const BRANCH_NAME_MAX = 100;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The answer to a change of bank details without the current password (the spec's client sends none, and shows this as its failure toast). */
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password to change bank details.";

const required = (label: string, max: number) => requiredText(label, max, `${label} is required`);

const accountNumber = z.preprocess(
  trimmed,
  z
    .string("Account number is required")
    .min(1, "Account number is required")
    .regex(ACCOUNT_NUMBER_PATTERN, "Account number must be 9-18 digits"),
);
const ifscCode = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z.string("IFSC code is required").min(1, "IFSC code is required").regex(IFSC_PATTERN, "Invalid IFSC code format"),
);
const accountHolderName = required("Account holder name", ACCOUNT_HOLDER_MAX);
const bankName = required("Bank name", BANK_NAME_MAX);
const branchName = required("Branch name", BRANCH_NAME_MAX);
const currentPassword = z
  .string(CURRENT_PASSWORD_REQUIRED)
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(128, "Password must be at most 128 characters");

/** POST /bankAccount: the five fields and the current password (last, so a field's own message comes first). */
export const bankAccountSchema = z.strictObject({
  accountNumber,
  accountHolderName,
  ifscCode,
  bankName,
  branchName,
  currentPassword,
});

/** A blank or missing account number on an update keeps the stored one (our answers never carry it whole). */
const keptWhenBlank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * PUT /bankAccount/{id}: a field left out is kept; a field sent blank is refused with its
 * "… is required", except the account number, which blank keeps. The current password always.
 */
export const bankAccountUpdateSchema = z.strictObject({
  accountNumber: z.preprocess(keptWhenBlank, accountNumber.optional()),
  accountHolderName: accountHolderName.optional(),
  ifscCode: ifscCode.optional(),
  bankName: bankName.optional(),
  branchName: branchName.optional(),
  currentPassword,
});

/** What the form holds: every field a string. */
export type BankAccountFormValues = {
  accountNumber: string;
  accountHolderName: string;
  ifscCode: string;
  bankName: string;
  branchName: string;
  currentPassword: string;
};
export type BankAccountData = z.output<typeof bankAccountSchema>;
export type BankAccountUpdate = z.output<typeof bankAccountUpdateSchema>;
