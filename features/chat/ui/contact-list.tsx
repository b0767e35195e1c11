"use client";

import { PanelLeftClose, Search } from "lucide-react";
import type { Ref } from "react";
import { NOT_ALLOWED_LABEL } from "@/features/chat/rules";
import { roleLabel } from "@/lib/auth/roles";
import type { ChatContact } from "./api";
import { matchesSearch } from "./thread";

/**
 * The widget's sidebar: the search box and the contacts (online or offline, how many of their
 * messages wait unread; the ones the person may not message dimmed and marked so). Under 768 px it
 * fills the panel while open and has its own close button (the panel's View Contacts opens it again).
 */
export function ContactList({
  id,
  contacts,
  query,
  onQuery,
  selected,
  onSelect,
  open,
  onCloseSidebar,
  searchRef,
}: {
  id: string;
  contacts: ChatContact[] | null;
  query: string;
  onQuery: (query: string) => void;
  selected: string | null;
  onSelect: (contactId: string) => void;
  open: boolean;
  onCloseSidebar: () => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const shown = contacts?.filter((c) => matchesSearch(c, query)) ?? null;
  return (
    <nav
      id={id}
      aria-label="Contacts"
      className={`${open ? "flex" : "hidden"} min-h-0 w-full flex-col border-line md:flex md:w-72 md:shrink-0 md:border-r`}
    >
      <div className="flex items-center gap-2 border-b border-line p-3">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search contacts
        </label>
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            className="input min-h-11 w-full pl-9"
            placeholder="Search contacts"
            autoComplete="off"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
          />
        </div>
        <button type="button" className="btn-ghost min-h-11 px-3 md:hidden" onClick={onCloseSidebar}>
          <PanelLeftClose aria-hidden className="size-5" />
          <span className="sr-only">Hide contacts</span>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {shown === null ? (
          <p className="p-4 text-muted">Loading contacts…</p>
        ) : contacts?.length === 0 ? (
          <p className="p-4 text-muted">No one to chat with yet.</p>
        ) : shown.length === 0 ? (
          <p className="p-4 text-muted">No contacts match “{query.trim()}”.</p>
        ) : (
          <ul>
            {shown.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  disabled={!c.allowed}
                  aria-current={c.id === selected ? "true" : undefined}
                  onClick={() => onSelect(c.id)}
                  className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent aria-[current]:bg-brand-100"
                >
                  <span
                    aria-hidden
                    className={`size-3 shrink-0 rounded-full border-2 ${c.online ? "border-brand-600 bg-brand-600" : "border-muted bg-transparent"}`}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{c.name}</span>
                    <span className="block text-sm text-muted">
                      {roleLabel[c.role]} · {c.online ? "online" : "offline"}
                      {c.allowed ? "" : ` · ${NOT_ALLOWED_LABEL}`}
                    </span>
                  </span>
                  {c.unreadCount > 0 ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-semibold text-white">
                      {c.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
