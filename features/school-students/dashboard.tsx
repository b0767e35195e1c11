import type { ReactNode } from "react";
import type { FeatureTab, TabContext } from "@/components/dashboard/tabs";
import { schoolSeeingStudent } from "@/features/school-students/server/visibility";
import { SchoolVisibilityNotice } from "@/features/school-students/ui/school-visibility-notice";
import { Students } from "@/features/school-students/ui/students";

export const schoolStudentsTabs: FeatureTab[] = [
  {
    id: "students",
    label: "Students",
    roles: ["school"],
    order: 25,
    render: ({ actor, params }) => <Students actor={actor} params={params} />,
  },
];

/** Above a student's Overview: what the school they are attached to sees of them (nothing for a student without a school). */
export async function schoolVisibilityOnOverview({ actor }: TabContext): Promise<ReactNode> {
  const school = await schoolSeeingStudent(actor);
  return school ? <SchoolVisibilityNotice schoolName={school.name} /> : null;
}
