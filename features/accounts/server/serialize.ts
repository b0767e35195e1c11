import type { UserRow } from "@/lib/db/schema";

/** What the API and pages may show of a user: never the hash or the session version. */
export function publicUser(u: UserRow) {
  return {
    id: u.id,
    _id: u.id,
    name: u.name,
    lastName: u.lastName,
    title: u.title,
    bio: u.bio,
    specialization: u.specialization,
    email: u.email,
    role: u.role,
    status: u.status,
    approved: u.status === "approved",
    phone: u.phone,
    address: u.address,
    schoolId: u.schoolId,
    dateOfBirth: u.dateOfBirth,
    yearsOfExperience: u.yearsOfExperience,
    teachingCredentials: u.teachingCredentials,
    schoolType: u.schoolType,
    contactPerson: u.contactPerson,
    numberOfStudents: u.numberOfStudents,
    website: u.website,
    about: u.about,
    allowedTabs: u.allowedTabs,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;
