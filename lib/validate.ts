import type { z } from "zod";
import { InvalidError } from "@/lib/errors";

/** Parses input with a shared schema; failures become a 422 with the first message and a field map. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= `"${key}" cannot be set here`;
      continue;
    }
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const message =
    first?.code === "unrecognized_keys"
      ? `Unexpected field${first.keys.length > 1 ? "s" : ""}: ${first.keys.join(", ")}`
      : first?.code === "invalid_type" && first.path.length === 0
        ? "The request body must be a JSON object"
        : (first?.message ?? "Invalid input");
  throw new InvalidError(message, fields);
}
