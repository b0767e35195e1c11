import { SiteLink } from "./site-link";
import { BriefcaseBusiness, Brain, CirclePlay, GraduationCap, HandHeart, Images, Info } from "lucide-react";

/**
 * The home page's seven round links, coloured as the chakras from crown to root (the Science
 * page uses the same colour tokens).
 */
const items = [
  { href: "/about", label: "About", chakra: "Crown", circle: "bg-chakra-crown text-white", Icon: Info },
  { href: "/programs", label: "Programs", chakra: "Third eye", circle: "bg-chakra-third-eye text-white", Icon: GraduationCap },
  { href: "/science", label: "Science", chakra: "Throat", circle: "bg-chakra-throat text-white", Icon: Brain },
  { href: "/videos", label: "Videos", chakra: "Heart", circle: "bg-chakra-heart text-white", Icon: CirclePlay },
  { href: "/gallery", label: "Gallery", chakra: "Solar plexus", circle: "bg-chakra-solar text-ink", Icon: Images },
  { href: "/donations", label: "Donation", chakra: "Sacral", circle: "bg-chakra-sacral text-ink", Icon: HandHeart },
  { href: "/library", label: "Careers", chakra: "Root", circle: "bg-chakra-root text-white", Icon: BriefcaseBusiness },
] as const;

export function ChakraLinks() {
  return (
    <div className="relative mx-auto w-fit">
      <span
        aria-hidden
        className="absolute bottom-8 left-8 top-8 w-0.5 -translate-x-1/2 rounded-full bg-linear-to-b from-chakra-crown via-chakra-heart to-chakra-root opacity-70"
      />
      <ul aria-label="Explore the foundation" className="relative flex flex-col gap-3">
        {items.map(({ href, label, circle, Icon }) => (
          <li key={href}>
            <SiteLink href={href} className="group flex items-center gap-4 rounded-full pr-2">
              <span
                className={`grid size-16 shrink-0 place-items-center rounded-full shadow-md ring-4 ring-white/85 transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none ${circle}`}
              >
                <Icon aria-hidden className="size-7" />
              </span>
              <span className="rounded-full bg-white/85 px-4 py-1.5 text-lg font-medium text-ink shadow-sm backdrop-blur-sm transition-colors group-hover:bg-white group-hover:text-brand-800">
                {label}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
