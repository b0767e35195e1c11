import type { Actor } from "@/lib/session/actor";
import { getProfile } from "@/features/accounts/server/profile";
import { ProfileCard } from "./profile-card";

/** Loads the signed-in person's own profile on the server and shows the profile card. */
export async function ProfileSection({ actor, heading }: { actor: Actor; heading?: string }) {
  const p = await getProfile(actor);
  return (
    <ProfileCard
      heading={heading}
      user={{
        id: p.id,
        name: p.name,
        lastName: p.lastName,
        email: p.email,
        role: p.role,
        phone: p.phone,
        address: p.address,
        website: p.website,
        about: p.about,
        createdAt: p.createdAt,
      }}
    />
  );
}
