import { ImageResponse } from "next/og";
import { site } from "@/lib/site";

/**
 * The picture shown when a page of the site is shared: the organisation's name and tagline over
 * a calm dawn gradient with soft hills. Rendered once at build time with next/og's bundled
 * font and no remote font or image, so it needs no network. Keep the text to plain ASCII:
 * characters the bundled font lacks would make next/og fetch a font from the internet.
 */
export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const chakras = ["#7b4bb7", "#4b4fb7", "#2f7fc1", "#3f9a5b", "#e0b52c", "#e07b2c", "#c23b3b"];

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: "linear-gradient(180deg, #e6f0f3 0%, #f3f1e8 55%, #f6efe0 100%)",
        color: "#1b463b",
      }}
    >
      {/* A low, soft sun. */}
      <div
        style={{
          position: "absolute",
          left: 760,
          top: 40,
          width: 380,
          height: 380,
          borderRadius: 9999,
          background: "radial-gradient(circle, rgba(246,217,139,0.85) 0%, rgba(246,217,139,0.35) 45%, rgba(246,217,139,0) 70%)",
        }}
      />
      {/* Layered hills. */}
      <svg width="1200" height="260" viewBox="0 0 1200 260" style={{ position: "absolute", left: 0, bottom: 0 }}>
        <path d="M0 90 C 150 40 280 50 400 80 S 670 130 820 80 S 1080 30 1200 70 V260 H0 Z" fill="#b9d4c4" opacity="0.8" />
        <path d="M0 160 C 170 110 320 125 470 160 S 750 200 920 150 S 1120 120 1200 135 V260 H0 Z" fill="#8fbca2" opacity="0.75" />
        <path d="M0 225 C 200 190 390 205 590 228 S 930 250 1200 212 V260 H0 Z" fill="#5f9a7d" opacity="0.55" />
      </svg>

      <div style={{ display: "flex", flexDirection: "column", padding: "88px 96px", position: "relative" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
          <svg width="96" height="96" viewBox="0 0 40 40">
            <circle cx="20" cy="20" r="19" fill="#eef6f2" stroke="#2f6f5e" strokeWidth="2" />
            <path d="M20 29c-1.6-4.4-1.6-9.6 0-15 1.6 5.4 1.6 10.6 0 15Z" fill="#2f6f5e" />
            <path d="M19 29c-4.2-1-7.3-4.3-8.4-9.4 4.6 1.2 7.5 4.4 8.4 9.4Z" fill="#3f9a5b" />
            <path d="M21 29c4.2-1 7.3-4.3 8.4-9.4-4.6 1.2-7.5 4.4-8.4 9.4Z" fill="#3f9a5b" />
            <circle cx="20" cy="10.5" r="2.2" fill="#e0b52c" />
          </svg>
          <div style={{ display: "flex", gap: 10 }}>
            {chakras.map((colour) => (
              <div key={colour} style={{ width: 18, height: 18, borderRadius: 9999, background: colour }} />
            ))}
          </div>
        </div>
        <div style={{ marginTop: 40, fontSize: 76, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 900 }}>{site.name}</div>
        <div style={{ marginTop: 20, fontSize: 40, color: "#245a4c" }}>{site.tagline}</div>
        <div style={{ marginTop: 28, fontSize: 26, color: "#4d5a58", maxWidth: 980 }}>
          Mindfulness for schools, workplaces and homes, in a 30-minute daily practice.
        </div>
      </div>
    </div>,
    size,
  );
}
