import { expect, test } from "@playwright/test";
import { demo, hydrated, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";
import { apiToken } from "./support/videos";

/**
 * Staff hear of the work waiting for them (features/staff-notifications): an admin chooses in
 * Profile how (at once, a daily digest, or nothing); every queue card says how long its item has
 * waited; an approval card shows the whole application and the day of sign-up.
 */
const shots = screenshotsIn("test-results/staff-notifications");
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test("an admin chooses e-mail at once in Profile, and the choice stays", async ({ page }) => {
  await loginAndLand(page, demo.superadmin, "/superadmin");
  await page.goto("/superadmin?tab=profile");
  const panel = page.getByRole("region", { name: "Work waiting for you" });
  await expect(panel.getByRole("radio", { name: /A daily digest/ })).toBeChecked();
  await expect(panel.getByRole("button", { name: "Save preference" })).toBeDisabled();
  await hydrated(page);
  await shots(page, "profile-preference", { element: panel });

  await panel.getByRole("radio", { name: /E-mail me at once/ }).check();
  await panel.getByRole("button", { name: "Save preference" }).click();
  await expect(page.getByText("Notification preference saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Work waiting for you" }).getByRole("radio", { name: /E-mail me at once/ })).toBeChecked();
  const stored = await page.request.get("/api/v1/staff-notifications/preference");
  expect((await stored.json()).preference.mode).toBe("immediate");
});

test("an approval card shows the whole application, the sign-up date and how long it has waited", async ({ page, request }) => {
  const instructor = `applicant-${unique()}@example.org`;
  const school = `office-${unique()}@example.org`;
  const common = { password: "a-long-password", confirmPassword: "a-long-password" };
  for (const data of [
    {
      ...common,
      name: "Asha Rao",
      email: instructor,
      role: "instructor",
      professionalTitle: "Certified mindfulness teacher",
      subjectExpertise: "music",
      yearsOfExperience: 7,
      teachingCredentials: "MBSR teacher training, 2019",
      bio: "I teach breathing and attention practices to teenagers.",
      phone: "+1 555 0177",
    },
    {
      ...common,
      name: "Lakeside Academy",
      email: school,
      role: "school",
      address: "12 Orchard Way, Springfield",
      contactPerson: "Jo Marsh",
      phone: "+1 555 0188",
      schoolType: "middle",
      numberOfStudents: 350,
      website: "https://lakeside.example.org",
    },
  ]) {
    expect((await request.post("/api/v1/user/register", { data })).status()).toBe(201);
  }

  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=approval-requests");
  const card = page.getByRole("listitem").filter({ hasText: instructor });
  for (const text of [
    "Certified mindfulness teacher",
    "Music",
    "7 years",
    "MBSR teacher training, 2019",
    "I teach breathing and attention practices to teenagers.",
    "+1 555 0177",
  ])
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Signed up \d{1,2} \w{3} \d{4} · waiting under an hour$/)).toBeVisible();

  const schoolCard = page.getByRole("listitem").filter({ hasText: school });
  for (const text of ["12 Orchard Way, Springfield", "Jo Marsh", "+1 555 0188", "Middle School", "350", "https://lakeside.example.org"])
    await expect(schoolCard.getByText(text, { exact: true })).toBeVisible();
  await expect(schoolCard.getByText(/waiting under an hour/)).toBeVisible();
  // The demo's pending school signed up three days ago.
  const demoCard = page.getByRole("listitem").filter({ hasText: "pending.school@demo.test" });
  await expect(demoCard.getByText(/ · waiting 3 days$/)).toBeVisible();
  await expect(demoCard.getByText("Dana Whitfield", { exact: true })).toBeVisible();
  await shots(page, "approval-requests");
});

test("the pending queues' cards say how long each item has waited", async ({ page, request }) => {
  const program = `Mindful staff room ${unique()}`;
  const asked = await request.post("/api/v1/program", {
    headers: { authorization: `Bearer ${await apiToken(request, demo.school)}` },
    data: {
      contactPerson: "Jordan Lee",
      email: demo.school,
      phone: "+1 555 0100",
      programRequested: program,
      message: "For our teachers.",
    },
  });
  expect(asked.status()).toBe(201);
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=manage-programs");
  const requests = page.getByRole("list", { name: "Pending program requests" });
  const card = requests.getByRole("listitem").filter({ hasText: program });
  await expect(card.getByText(/ · waiting under an hour$/)).toBeVisible();
  await shots(page, "program-requests");
});
