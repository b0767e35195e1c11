"use client";

import { useState } from "react";
import Link from "next/link";
import { SiteLink } from "@/components/site/site-link";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Globe, LogOut, PlayCircle, UserRound } from "lucide-react";
import { LogoutDialog } from "./logout-button";

/** Initials for the avatar: the first letters of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

const item =
  "flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-base text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/**
 * Who is signed in (name and role) as a menu button (Radix DropdownMenu: arrow keys, Escape,
 * focus returned): Profile, the public site's pages and Logout, which opens Confirm Logout.
 */
export function PersonMenu({
  name,
  role,
  profileHref,
  siteLinks,
}: {
  name: string;
  role: string | null;
  profileHref: string | null;
  siteLinks: readonly { href: string; label: string }[];
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex min-h-11 min-w-0 items-center gap-2 rounded-full border border-line bg-surface py-1 pl-1 pr-2 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:pr-3">
          <span className="sr-only">Account menu: </span>
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          >
            {initialsOf(name)}
          </span>
          {/* Read out everywhere; shown from 640 px (a phone shows the initials). */}
          <span className="sr-only min-w-0 flex-col leading-tight sm:not-sr-only sm:flex">
            <span className="max-w-44 truncate font-semibold text-ink">{name}</span>
            {role ? (
              <span className="text-sm text-muted">
                <span className="sr-only">, </span>
                {role}
              </span>
            ) : null}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-40 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-2 shadow-xl"
          >
            <div className="px-3 pb-2 pt-1">
              <p className="truncate font-semibold text-ink">{name}</p>
              {role ? <p className="text-sm text-muted">{role}</p> : null}
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            {profileHref ? (
              <DropdownMenu.Item asChild className={item}>
                <Link href={profileHref} scroll={false}>
                  <UserRound aria-hidden className="size-5 text-muted" />
                  Profile
                </Link>
              </DropdownMenu.Item>
            ) : null}
            {siteLinks.map((link) => (
              <DropdownMenu.Item key={link.href} asChild className={item}>
                <SiteLink href={link.href}>
                  <PlayCircle aria-hidden className="size-5 text-muted" />
                  {link.label}
                </SiteLink>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item asChild className={item}>
              <SiteLink href="/">
                <Globe aria-hidden className="size-5 text-muted" />
                The foundation&apos;s website
              </SiteLink>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item className={item} onSelect={() => setConfirming(true)}>
              <LogOut aria-hidden className="size-5 text-muted" />
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
