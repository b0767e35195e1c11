import type { Actor } from "@/lib/session/actor-type";
import { MyDonations } from "./my-donations";

/**
 * "Your donations" under the Profile tab of a person whose dashboard has no My Donations tab
 * (instructor, school, admin, superadmin) once they have given: the same history, plans and
 * statement as the student's tab.
 */
export async function ProfileDonations({ actor }: { actor: Actor }) {
  return (
    <div className="mx-auto mt-10 max-w-3xl">{await MyDonations({ actor, heading: "Your donations", idPrefix: "profile-donations" })}</div>
  );
}
