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

/** What the profile form holds (all strings, as inputs give them). */
export type ProfileFormValues = { name: string; lastName: string; phone: string; address: string; website: string; about: string };

/**
 * The body the card sends to PUT user/update-profile/{id}: the fields this kind of profile
 * edits. A last name the form does not show is sent back as it is, so saving never clears it.
 */
export function profileBody(kind: ProfileKind, values: ProfileFormValues, current: { lastName: string | null }) {
  const body: { name: string; phone: string; address: string; lastName?: string; website?: string; about?: string } = {
    name: values.name,
    phone: values.phone,
    address: values.address,
  };
  if (kind === "instructor") body.lastName = values.lastName;
  else if (current.lastName) body.lastName = current.lastName;
  if (kind === "school") {
    body.website = values.website;
    body.about = values.about;
  }
  return body;
}
