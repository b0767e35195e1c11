import sharp from "sharp";

/**
 * The demo gallery's pictures, drawn here (SVG rendered by sharp): calm landscapes and shapes
 * in the site's soft colours, never a third-party image or a real child. Each is a 1600 × 1000
 * JPEG, as a school's upload would arrive, and then goes through the same re-encoding as one.
 */

export const DEMO_PHOTO_SIZE = { width: 1600, height: 1000 } as const;

export type Scene = "sunrise" | "field" | "circles" | "lanterns" | "garden" | "leaves" | "waves" | "studio";

type Palette = { sky: [string, string]; ground: string[]; accent: string };

const PALETTES: Record<Scene, Palette> = {
  sunrise: { sky: ["#f6d9b8", "#eef6f2"], ground: ["#a8cdb8", "#7fb29a", "#5a937b"], accent: "#f2b75b" },
  field: { sky: ["#cfe6f2", "#f4f9f6"], ground: ["#9fd19a", "#6fb36f", "#4f8f58"], accent: "#fbe7a1" },
  circles: { sky: ["#f4eee2", "#fbf8f2"], ground: ["#c9b6e4", "#9fb8e8", "#a8d8c6"], accent: "#e7a0a0" },
  lanterns: { sky: ["#3b3f6e", "#c7849a"], ground: ["#2c3a4a", "#34495c", "#3f5a6e"], accent: "#ffd27a" },
  garden: { sky: ["#e3f0e8", "#fdfaf1"], ground: ["#b6d7a8", "#8cbf85", "#5e9a64"], accent: "#f3c6d3" },
  leaves: { sky: ["#fbe8d2", "#fff8ee"], ground: ["#e0a96d", "#c9784a", "#9c5a3c"], accent: "#7fa37a" },
  waves: { sky: ["#d8eef5", "#f7fbfc"], ground: ["#8cc7d9", "#5ea8c2", "#3b86a3"], accent: "#f6e3b4" },
  studio: { sky: ["#f1ece6", "#fffdf9"], ground: ["#d7c8f0", "#f0c9a8", "#b9e0d0"], accent: "#7b6fb0" },
};

/** Rolling hills: `count` layers from the back (lightest) to the front. */
function hills(colours: string[], width: number, height: number): string {
  return colours
    .map((colour, i) => {
      const base = height * (0.58 + i * 0.12);
      const lift = height * (0.12 - i * 0.02);
      const shift = (i * width) / 5;
      return `<path fill="${colour}" d="M0 ${base} C ${width * 0.25 + shift} ${base - lift}, ${width * 0.5 - shift} ${base + lift}, ${width} ${base - lift / 2} L ${width} ${height} L 0 ${height} Z"/>`;
    })
    .join("");
}

function scene(kind: Scene, width: number, height: number): string {
  const p = PALETTES[kind];
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  switch (kind) {
    case "sunrise":
    case "field":
    case "garden":
      return `${sky}<circle cx="${width * (kind === "field" ? 0.75 : 0.3)}" cy="${height * 0.42}" r="${height * 0.32}" fill="url(#glow)"/>
        <circle cx="${width * (kind === "field" ? 0.75 : 0.3)}" cy="${height * 0.42}" r="${height * 0.11}" fill="${p.accent}"/>${hills(p.ground, width, height)}
        ${kind === "garden" ? Array.from({ length: 14 }, (_, i) => `<circle cx="${80 + i * 110}" cy="${height * (0.86 + (i % 3) * 0.03)}" r="${14 + (i % 4) * 4}" fill="${p.accent}" opacity="0.9"/>`).join("") : ""}`;
    case "circles":
    case "studio":
      return `${sky}${p.ground
        .map(
          (colour, i) =>
            `<circle cx="${width * (0.3 + i * 0.2)}" cy="${height * (0.45 + (i % 2) * 0.12)}" r="${height * (0.3 - i * 0.04)}" fill="${colour}" opacity="0.75"/>`,
        )
        .join("")}<circle cx="${width * 0.5}" cy="${height * 0.5}" r="${height * 0.08}" fill="${p.accent}" opacity="0.85"/>
        ${kind === "studio" ? `<rect x="${width * 0.08}" y="${height * 0.82}" width="${width * 0.84}" height="${height * 0.05}" rx="12" fill="${p.accent}" opacity="0.35"/>` : ""}`;
    case "lanterns":
      return `${sky}${hills(p.ground, width, height)}${Array.from({ length: 9 }, (_, i) => {
        const x = width * (0.1 + i * 0.1);
        const y = height * (0.25 + ((i * 37) % 20) / 100);
        return `<circle cx="${x}" cy="${y}" r="70" fill="url(#glow)"/><ellipse cx="${x}" cy="${y}" rx="18" ry="24" fill="${p.accent}"/>`;
      }).join("")}`;
    case "leaves":
      return `${sky}${hills(p.ground, width, height)}${Array.from({ length: 12 }, (_, i) => {
        const x = width * (0.06 + i * 0.08);
        const y = height * (0.2 + ((i * 29) % 35) / 100);
        return `<ellipse cx="${x}" cy="${y}" rx="36" ry="16" transform="rotate(${(i * 47) % 180} ${x} ${y})" fill="${p.ground[i % 3]}"/>`;
      }).join("")}`;
    case "waves":
      return `${sky}<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.09}" fill="${p.accent}"/>${p.ground
        .map((colour, i) => {
          const y = height * (0.55 + i * 0.13);
          return `<path fill="${colour}" d="M0 ${y} Q ${width * 0.125} ${y - 40} ${width * 0.25} ${y} T ${width * 0.5} ${y} T ${width * 0.75} ${y} T ${width} ${y} L ${width} ${height} L 0 ${height} Z"/>`;
        })
        .join("")}`;
  }
}

/** A demo picture of `kind` as a JPEG of DEMO_PHOTO_SIZE. */
export function drawDemoPhoto(kind: Scene): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene(kind, width, height)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}
