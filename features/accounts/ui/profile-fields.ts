import { changedFields } from "@/lib/changes";
import type { Role } from "@/lib/db/schema";

/**
 * Which profile a role has (spec/02): an instructor's has a first and a last name; a school's
 * has the school's name, a website and About; everyone else's a full name. Phone and address
 * are on every profile.
 */
export type ProfileKind = "instructor" | "school" | "person";

export function profileKind(role: Role): ProfileKind {
  return role === "instructor" || role === "school" ? role : "person";
}

/** The label of `name` on each kind of profile: it is an instructor's first name, a school's own name. */
export const NAME_LABEL: Record<ProfileKind, string> = { instructor: "First name", school: "School name", person: "Full name" };

/** The label of the name the card shows (an instructor's first and last name together). */
export const DISPLAY_NAME_LABEL: Record<ProfileKind, string> = { instructor: "Full name", school: "School name", person: "Full name" };

/** What the profile form holds (all strings, as inputs give them). */
export type ProfileFormValues = { name: string; lastName: string; phone: string; address: string; website: string; about: string };

/**
 * The body the card sends to PUT user/update-profile/{id}: of the fields this kind of profile
 * edits, those changed from what the form was opened with (`shown`; lib/changes.ts). A field
 * left out keeps its value on the server, so saving the phone never puts back a name or a last
 * name someone else changed meanwhile. Empty: nothing to send.
 */
export function profileBody(kind: ProfileKind, values: ProfileFormValues, shown: ProfileFormValues): Partial<ProfileFormValues> {
  const fields = (v: ProfileFormValues): Partial<ProfileFormValues> => ({
    name: v.name,
    phone: v.phone,
    address: v.address,
    ...(kind === "instructor" ? { lastName: v.lastName } : {}),
    ...(kind === "school" ? { website: v.website, about: v.about } : {}),
  });
  return changedFields(fields(shown), fields(values));
}
