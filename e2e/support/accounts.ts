import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, demo } from "./auth";
import { apiToken } from "./videos";

/** An address no other run of the journeys uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A new student registered through the API and approved by the demo admin, so what a journey does is theirs alone; answers the e-mail. */
export async function approvedStudent(request: APIRequestContext, name: string, email = uniqueEmail("student")): Promise<string> {
  const registered = await request.post("/api/v1/user/register", {
    data: { name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: "user" },
  });
  expect(registered.status(), "register").toBe(201);
  const { user } = (await registered.json()) as { user: { _id: string } };
  const approved = await request.put(`/api/v1/user/approve-user/${user._id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, demo.admin)}` },
  });
  expect(approved.status(), "approve").toBe(200);
  return email;
}
