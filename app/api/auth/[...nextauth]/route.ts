import { handlers } from "@/features/accounts/server/auth";

export const { GET, POST } = handlers;
