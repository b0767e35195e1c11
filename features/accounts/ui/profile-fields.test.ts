import { describe, expect, it } from "vitest";
import { NAME_LABEL, profileBody, profileKind, type ProfileFormValues } from "./profile-fields";

const values: ProfileFormValues = {
  name: "Maya",
  lastName: "Okafor",
  phone: "+1 555 0100",
  address: "1 Road",
  website: "https://riverside.example",
  about: "About us",
};

describe("the profile of each role", () => {
  it("labels name as the spec's forms do: First name, School name, Full name", () => {
    expect(NAME_LABEL[profileKind("instructor")]).toBe("First name");
    expect(NAME_LABEL[profileKind("school")]).toBe("School name");
    for (const role of ["user", "admin", "superadmin"] as const) expect(NAME_LABEL[profileKind(role)]).toBe("Full name");
  });

  it("sends an instructor's first and last name", () => {
    expect(profileBody("instructor", values, { lastName: null })).toEqual({
      name: "Maya",
      lastName: "Okafor",
      phone: "+1 555 0100",
      address: "1 Road",
    });
    // A last name cleared in the form is sent blank (the service clears it).
    expect(profileBody("instructor", { ...values, lastName: "" }, { lastName: "Okafor" })).toMatchObject({ lastName: "" });
  });

  it("sends a school's website and About, and keeps a last name the form does not show", () => {
    expect(profileBody("school", values, { lastName: "Kept" })).toEqual({
      name: "Maya",
      lastName: "Kept",
      phone: "+1 555 0100",
      address: "1 Road",
      website: "https://riverside.example",
      about: "About us",
    });
    expect(profileBody("person", values, { lastName: null })).toEqual({ name: "Maya", phone: "+1 555 0100", address: "1 Road" });
  });
});
