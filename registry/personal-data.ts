import type { PersonalData } from "@/lib/privacy/personal-data";

/**
 * What each feature holds about a person (lib/privacy/personal-data.ts): its part of the export
 * and of erasure, one line per feature. registry/personal-data.test.ts holds it to the schema.
 */
export const personalData: readonly PersonalData[] = [];
