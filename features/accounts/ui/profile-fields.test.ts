import { describe, expect, it } from "vitest";
import { DISPLAY_NAME_LABEL, NAME_LABEL, profileBody, profileKind, type ProfileFormValues } from "./profile-fields";

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

  it("shows every person's name as one Full name, an instructor's first and last name together", () => {
    for (const role of ["instructor", "user", "admin", "superadmin"] as const)
      expect(DISPLAY_NAME_LABEL[profileKind(role)]).toBe("Full name");
    expect(DISPLAY_NAME_LABEL[profileKind("school")]).toBe("School name");
  });

  const empty: ProfileFormValues = { name: "", lastName: "", phone: "", address: "", website: "", about: "" };

  it("sends an instructor's first and last name, of what changed since the form opened", () => {
    expect(profileBody("instructor", values, empty)).toEqual({ name: "Maya", lastName: "Okafor", phone: "+1 555 0100", address: "1 Road" });
    // A last name cleared in the form is sent blank (the service clears it).
    expect(profileBody("instructor", { ...values, lastName: "" }, values)).toEqual({ lastName: "" });
    expect(profileBody("instructor", { ...values, phone: " +1 555 0100 " }, values)).toEqual({});
  });

  it("sends a school's website and About; never a field the form does not show, which the server keeps", () => {
    expect(profileBody("school", values, empty)).toEqual({
      name: "Maya",
      phone: "+1 555 0100",
      address: "1 Road",
      website: "https://riverside.example",
      about: "About us",
    });
    expect(profileBody("school", { ...values, about: "New" }, values)).toEqual({ about: "New" });
    expect(profileBody("person", values, empty)).toEqual({ name: "Maya", phone: "+1 555 0100", address: "1 Road" });
    expect(profileBody("person", { ...values, address: "2 Road" }, values)).toEqual({ address: "2 Road" });
  });
});
