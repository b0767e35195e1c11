import { apiFetch } from "@/lib/api-client";
import type { ContactMessage } from "@/features/contact/schema";

/** POST contact: the message (parsed by the form; the server parses it again), answered with the thanks to show. */
export const sendContactMessage = (body: ContactMessage) => apiFetch<{ message: string }>("/contact", { method: "POST", json: body });
