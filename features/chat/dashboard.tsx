import type { FeatureWidget, TabContext } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { unreadTotal } from "@/features/chat/server/messages";
import { ChatButton } from "@/features/chat/ui/chat-button";
import { CHAT_ROLES } from "./rules";

/** The chat button, the first of the dashboard shell's widgets: on the staff's, the instructor's and the school's dashboards. */
export const chatWidgets: FeatureWidget[] = [
  {
    id: "chat",
    roles: CHAT_ROLES,
    order: 10,
    render: async ({ actor }: TabContext) => {
      if (!can(actor, "chat.use")) return null;
      return <ChatButton me={{ id: actor.id, role: actor.role }} initialUnread={await unreadTotal(actor)} />;
    },
  },
];
