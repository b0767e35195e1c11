import type { FileRule } from "@/lib/uploads/rules";

/** A file rule for tests of the upload plumbing: up to 10,000 bytes of `types`, each message its own name. */
export const testFileRule = (kind: FileRule["kind"], types: string[]): FileRule => ({
  kind,
  types,
  maxBytes: 10_000,
  missing: "missing",
  wrongType: "wrong type",
  tooLarge: "too large",
  notUploaded: "not uploaded",
  empty: "empty",
  wrongSize: "wrong size",
  unreadable: "unreadable",
});
