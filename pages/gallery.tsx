import type { PageConfig } from "next";
import { GalleryScreen, type GalleryPageProps } from "@/features/gallery/ui/public/gallery-page";
import { galleryProps } from "@/features/gallery/ui/public/gallery-props";

/**
 * The public photo gallery, without the framework's JavaScript (pages/_app.tsx): a plain search
 * form whose selects apply at once, the cards as links, the lightbox and Upload Photo as inline
 * scripts. Its HTML for each address is kept in memory until the gallery changes
 * (lib/static-site/html-cache.ts).
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = galleryProps;

export default function GalleryPage(props: GalleryPageProps) {
  return <GalleryScreen {...props} />;
}
