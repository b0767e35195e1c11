/** What other features use of staff notifications: the shape in which each declares its queue (its staff-queue.ts). */
export { QUEUE_LIST_LIMIT, type StaffQueue, type WaitingItem } from "./queue";
