import { describe, expect, it } from "vitest";
import { site } from "@/lib/site";
import { about } from "./about";
import { careers } from "./careers";
import { contact } from "./contact";
import { privacy } from "./privacy";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from "@/features/contact/schema";

/** About, Careers, Contact and Privacy: the words the spec asks for, and no placeholders. */
describe("about, careers, contact and privacy content", () => {
  it.each([
    ["about", about],
    ["careers", careers],
    ["contact", contact],
    ["privacy", privacy],
  ])("%s has no placeholder text", (_name, content) => {
    expect(JSON.stringify(content)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|xxx/i);
  });

  it("about: the heading, Our Story, Our Mission, four areas and a link to /programs", () => {
    expect(about.title).toBe("Growing Stronger Minds, Kinder Hearts");
    expect(about.story.heading).toBe("Our Story");
    expect(about.mission.heading).toBe("Our Mission");
    expect(about.mission.statement).toBe(site.tagline);
    expect(about.whatWeDo.areas.map((a) => a.id)).toEqual(["schools", "workplaces", "individuals", "communities"]);
    expect(about.values.items.length).toBeGreaterThanOrEqual(3);
    expect(about.programs.link.href).toBe("/programs");
  });

  it("careers: instructors are asked to e-mail a resume to the contact address", () => {
    expect(careers.title).toBe("Careers");
    expect(careers.intro).toMatch(/mindfulness and yoga instructors/);
    expect(careers.apply.email).toBe(site.contactEmail);
    expect(careers.apply.steps.join(" ")).toMatch(/resume/i);
  });

  it("contact: the hint matches the limits the schema enforces", () => {
    expect(contact.form.messageHint).toContain(String(CONTACT_MESSAGE_MIN));
    expect(contact.form.messageHint.replace(/,/g, "")).toContain(String(CONTACT_MESSAGE_MAX));
    expect(contact.form.labels.honeypot).toBe("Leave this field empty");
    expect(contact.email.address).toBe(site.contactEmail);
  });

  it("privacy: a real date, unique anchors and every kind of data the site keeps", () => {
    expect(privacy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(privacy.lastUpdated))).toBe(false);
    const ids = privacy.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);

    const terms = privacy.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "terms" ? b.items.map((i) => i.term) : [])));
    expect(terms).toEqual(expect.arrayContaining(["Your account", "Your password", "Donations", "Viewing progress", "Uploads", "Contact messages"]));

    const all = JSON.stringify(privacy);
    for (const needle of ["card number", "hash", "cookie", "access", "correct", "delete", site.contactEmail]) expect(all).toContain(needle);
    expect(ids).toEqual(expect.arrayContaining(["cookies", "who-can-see", "how-long", "your-rights"]));
  });
});
