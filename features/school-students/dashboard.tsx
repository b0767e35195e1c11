import type { FeatureTab } from "@/components/dashboard/tabs";
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
