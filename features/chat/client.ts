/**
 * Chat (not built yet: the next issues bring it, with Pusher and its embedded stand-in). Today
 * only the dashboards' honest placeholder, which features/invoices/dashboard.tsx puts on the
 * instructor's and the staff dashboards until chat has a dashboard.tsx of its own.
 */
export { ChatComingSoon } from "./ui/chat-coming-soon";
