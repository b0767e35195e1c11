import type { PageConfig } from "next";
import { ResourcesScreen, type ResourcesPageProps } from "@/features/library/ui/resources/resources-page";
import { resourcesProps } from "@/features/library/ui/resources/resources-props";

/**
 * The library's public page, without the framework's JavaScript (pages/_app.tsx): a plain search
 * form, the cards and the pages as links. Its HTML for each address is kept in memory until the
 * library changes (lib/static-site/html-cache.ts).
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = resourcesProps;

export default function ResourcesPage(props: ResourcesPageProps) {
  return <ResourcesScreen {...props} />;
}
