import sharp from "sharp";

/**
 * The demo library's covers, drawn by the project itself: a calm gradient with soft hills and
 * one shape of the practice (a breathing circle, the square of box breathing, the band of light of
 * a body scan, rings of a slow breath). SVG rendered to JPEG by sharp at seed time: no text, so
 * no font is needed, and no third-party image.
 */
export type CoverDesign = {
  /** The gradient, top left to bottom right. */
  from: string;
  to: string;
  /** The shape's and the hills' colour. */
  light: string;
  shape: "circle" | "square" | "band" | "rings";
};

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

function shapeOf({ shape, light }: CoverDesign): string {
  switch (shape) {
    case "circle":
      return `<circle cx="640" cy="300" r="170" fill="${light}" fill-opacity="0.85"/><circle cx="640" cy="300" r="230" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="6"/>`;
    case "square":
      return `<rect x="500" y="160" width="280" height="280" rx="28" fill="none" stroke="${light}" stroke-width="14" stroke-opacity="0.9"/><rect x="560" y="220" width="160" height="160" rx="16" fill="${light}" fill-opacity="0.55"/>`;
    case "band":
      return `<rect x="0" y="250" width="1280" height="90" fill="url(#band)"/>`;
    case "rings":
      return [250, 190, 130, 70]
        .map((r, i) => `<circle cx="640" cy="300" r="${r}" fill="${light}" fill-opacity="${0.15 + i * 0.18}"/>`)
        .join("");
  }
}

/** The cover's SVG source. */
export function coverSvg(design: CoverDesign): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${design.light}" stop-opacity="0"/><stop offset="0.5" stop-color="${design.light}" stop-opacity="0.8"/><stop offset="1" stop-color="${design.light}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>
${shapeOf(design)}
<path d="M0 560 C 220 500 420 600 640 560 S 1060 500 1280 550 L 1280 720 L 0 720 Z" fill="${design.light}" fill-opacity="0.22"/>
<path d="M0 620 C 260 580 480 660 760 620 S 1120 590 1280 630 L 1280 720 L 0 720 Z" fill="${design.light}" fill-opacity="0.32"/>
</svg>`;
}

/** The cover as a JPEG (about 20 KB). */
export async function renderCover(design: CoverDesign): Promise<Uint8Array> {
  const jpeg = await sharp(Buffer.from(coverSvg(design)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}
