import type { PageConfig } from "next";
import { CatalogueScreen, type CataloguePageProps } from "@/features/videos/ui/catalogue/catalogue-page";
import { catalogueProps } from "@/features/videos/ui/catalogue/catalogue-props";

/**
 * The public video catalogue, without the framework's JavaScript (pages/_app.tsx): a plain
 * search form whose selects apply at once, the cards as links, a video's details in one plain
 * dialog filled from its card, content protection as inline scripts. Its HTML for each address is kept in memory until
 * the catalogue changes (lib/static-site/html-cache.ts). A video's own page, /videos/{id}, with the
 * player, stays in app/.
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = catalogueProps;

export default function VideosPage(props: CataloguePageProps) {
  return <CatalogueScreen {...props} />;
}
