import type { FeatureTab } from "@/components/dashboard/tabs";
import { ComingSoon } from "@/components/dashboard/coming-soon";

// Program requests are not built yet: their tabs say honestly what they will hold.
export const programsTabs: FeatureTab[] = [
  {
    id: "program-requests",
    label: "Program Requests",
    roles: ["school"],
    order: 10,
    render: () => (
      <ComingSoon
        title="Program Requests"
        intro="Soon you will ask the foundation for one of its programs for your school and follow each request here."
        items={[
          "A short form: contact person, e-mail, phone, the program you would like and a message",
          "Your requests with their date and status",
        ]}
        link={{ href: "/programs", label: "See our programs" }}
      />
    ),
  },
  {
    id: "manage-programs",
    label: "Manage Program",
    roles: ["admin", "superadmin"],
    adminTab: "manage-programs",
    order: 60,
    render: () => (
      <ComingSoon
        title="Manage Program"
        intro="Schools will be able to request one of the foundation's programs; their requests will be handled here."
        items={["Each request with the program, contact e-mail, school and phone", "Approve or Reject for each request"]}
      />
    ),
  },
];
