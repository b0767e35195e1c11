import { describe, expect, it } from "vitest";
import {
  allowedTabsSchema,
  createUserSchema,
  emailSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
} from "./schema";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join(".") || "_", i.message]));

const base = { name: "Asha", email: "asha@example.org", password: "a-long-password", confirmPassword: "a-long-password", role: "user" };

describe("registrationSchema", () => {
  it("accepts a student, trimming and lower-casing the e-mail and dropping blank optional fields", () => {
    const result = registrationSchema.safeParse({ ...base, email: "  Asha@Example.ORG ", phone: "", schoolId: "", bio: "  " });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: "asha@example.org", phone: undefined, schoolId: undefined, bio: undefined });
    expect(registrationSchema.safeParse({ ...base, dateOfBirth: "2012-06-30" }).data).toMatchObject({ dateOfBirth: "2012-06-30" });
  });

  it.each([
    [{ role: "admin" }, "role", "Registration is open to student, instructor and school accounts only"],
    [{ role: "superadmin" }, "role", "Registration is open to student, instructor and school accounts only"],
    [{ confirmPassword: "different-password" }, "confirmPassword", "Passwords do not match"],
    [{ password: "short", confirmPassword: "short" }, "password", "Password must be at least 8 characters"],
    [{ name: " " }, "name", "Name is required"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ role: "instructor" }, "bio", "Bio is required"],
    [{ role: "school", phone: "+1 555 0100" }, "address", "Address is required"],
    [{ role: "school", address: "1 Road" }, "phone", "Phone is required"],
    [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ yearsOfExperience: -1 }, "yearsOfExperience", "Years of experience must be 0 or more"],
    [{ numberOfStudents: 0 }, "numberOfStudents", "Number of students must be at least 1"],
    [{ website: "not a url" }, "website", "Website must be a valid URL starting with http:// or https://"],
    [{ website: "javascript:alert(1)" }, "website", "Website must be a valid URL starting with http:// or https://"],
    [{ schoolId: "school-1" }, "schoolId", "Please choose a school from the list"],
    // Year 0000 is an ISO date PostgreSQL refuses (it answered 500); a birthday is in the past.
    [{ dateOfBirth: "0000-01-01" }, "dateOfBirth", "Please enter a valid date of birth"],
    [{ dateOfBirth: "1899-12-31" }, "dateOfBirth", "Please enter a valid date of birth"],
    [{ dateOfBirth: "2999-01-01" }, "dateOfBirth", "Please enter a valid date of birth"],
    [{ dateOfBirth: "2010-02-30" }, "dateOfBirth", "Please enter a valid date of birth"],
    [{ subjectExpertise: "astrology" }, "subjectExpertise", "Please choose a subject from the list"],
    [{ schoolType: "castle" }, "schoolType", "Please choose a school type from the list"],
  ])("refuses %o (%s: %s)", (over, field, message) => {
    const result = registrationSchema.safeParse({ ...base, ...over });
    expect(result.success).toBe(false);
    expect(messages(result)[field]).toBe(message);
  });

  it("accepts the numeric limits at their edges, also as strings from a form", () => {
    const ok = registrationSchema.safeParse({
      ...base,
      role: "school",
      phone: "+1 555 0100",
      address: "1 Road",
      numberOfStudents: "1",
      website: "https://school.example",
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.numberOfStudents).toBe(1);
    expect(registrationSchema.safeParse({ ...base, role: "instructor", bio: "b", yearsOfExperience: 0 }).success).toBe(true);
  });

  it("refuses unknown keys such as status or allowedTabs", () => {
    const result = registrationSchema.safeParse({ ...base, status: "approved", allowedTabs: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["status", "allowedTabs"] });
  });
});

describe("the other account schemas", () => {
  it("emailSchema trims and lower-cases", () => {
    expect(emailSchema.parse("  Mixed@Case.ORG ")).toBe("mixed@case.org");
    expect(emailSchema.safeParse("").success).toBe(false);
  });

  it("loginSchema needs both fields and nothing else", () => {
    expect(loginSchema.safeParse({ email: "a@b.org", password: "x" }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: "a@b.org", password: "" })).password).toBe("Password is required");
    expect(loginSchema.safeParse({ email: "a@b.org", password: "x", role: "admin" }).success).toBe(false);
    expect(forgotPasswordSchema.safeParse({ email: "a@b.org", extra: 1 }).success).toBe(false);
  });

  it("resetPasswordSchema checks length and match", () => {
    expect(resetPasswordSchema.safeParse({ password: "a-long-password", confirmPassword: "a-long-password" }).success).toBe(true);
    expect(
      messages(resetPasswordSchema.safeParse({ password: "a-long-password", confirmPassword: "other-password" })).confirmPassword,
    ).toBe("Passwords do not match");
    expect(resetPasswordSchema.safeParse({ password: "short", confirmPassword: "short" }).success).toBe(false);
  });

  it("profileUpdateSchema refuses role, status and allowedTabs", () => {
    // The schema is what may change; the service accepts the rest of the user object unchanged (profile.test.ts).
    for (const key of ["role", "status", "allowedTabs", "approved", "passwordHash", "email", "_id"]) {
      const result = profileUpdateSchema.safeParse({ name: "N", [key]: "admin" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: [key] });
    }
  });

  it("profileUpdateSchema takes a school's website (http or https only) and About, within limits", () => {
    const ok = profileUpdateSchema.safeParse({ name: "Riverside", website: " https://riverside.example/ ", about: "  We meditate.  " });
    expect(ok.data).toMatchObject({ website: "https://riverside.example/", about: "We meditate." });
    expect(profileUpdateSchema.parse({ name: "N", website: "", about: "" })).toMatchObject({ website: undefined, about: undefined });
    const https = "Website must be a valid URL starting with http:// or https://";
    for (const website of ["riverside", "ftp://riverside.example", "javascript:alert(1)", "mailto:a@b.org"]) {
      expect(messages(profileUpdateSchema.safeParse({ name: "N", website })).website, website).toBe(https);
    }
    const longUrl = `https://riverside.example/${"a".repeat(300)}`;
    expect(messages(profileUpdateSchema.safeParse({ name: "N", website: longUrl })).website).toBe("Website must be at most 300 characters");
    expect(profileUpdateSchema.safeParse({ name: "N", about: "a".repeat(2000) }).success).toBe(true);
    expect(messages(profileUpdateSchema.safeParse({ name: "N", about: "a".repeat(2001) })).about).toBe(
      "About must be at most 2000 characters",
    );
  });

  it("createUserSchema allows instructor, school and admin only", () => {
    const user = { name: "N", email: "n@example.org", password: "a-long-password" };
    for (const role of ["instructor", "school", "admin"]) expect(createUserSchema.safeParse({ ...user, role }).success).toBe(true);
    for (const role of ["user", "superadmin", undefined]) expect(createUserSchema.safeParse({ ...user, role }).success).toBe(false);
  });

  it("allowedTabsSchema wants a short list of strings", () => {
    expect(allowedTabsSchema.safeParse({ allowedTabs: ["content"] }).success).toBe(true);
    expect(allowedTabsSchema.safeParse({ allowedTabs: "content" }).success).toBe(false);
    expect(allowedTabsSchema.safeParse({ allowedTabs: Array.from({ length: 21 }, () => "content") }).success).toBe(false);
    expect(allowedTabsSchema.safeParse({}).success).toBe(false);
  });
});
