import { readdirSync } from "node:fs";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * The arrows between the layers (docs/architecture.md, "The map"):
 * - lib/ is the kernel: it imports no feature, registry, component or route;
 * - UI (components/, features/<domain>/ui/) never imports the database or Drizzle (types aside);
 * - a feature reaches another only through its public `index.ts` (server) or `client.ts` (browser).
 */
const features = readdirSync(new URL("./features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const kernelMessage = "lib/ is the kernel: it imports no feature, registry, component or route (docs/architecture.md).";
const dbMessage = "UI never touches the database: call a service (server component) or the API (client component).";
const featureMessage = "Another feature is reached only through its index.ts (server) or client.ts (browser).";

const restrict = (patterns) => ({
  "no-restricted-imports": "off",
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});
const kernelPatterns = [
  { group: ["@/features", "@/features/**", "@/registry/**", "@/components/**", "@/app/**", "@/pages/**"], message: kernelMessage },
];
const dbPatterns = [{ group: ["@/lib/db", "@/lib/db/**", "drizzle-orm", "drizzle-orm/**"], allowTypeImports: true, message: dbMessage }];
const otherFeatures = (own) => [{ group: ["@/features/*/**", "!@/features/*/client", `!@/features/${own}/**`], message: featureMessage }];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "**/.next/**",
      ".next-*/**",
      ".data/**",
      "node_modules/**",
      "drizzle/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  { files: ["lib/**"], ignores: ["lib/**/*.test.ts"], rules: restrict(kernelPatterns) },
  {
    files: ["components/**"],
    rules: restrict([
      ...kernelPatterns.map((p) => ({
        ...p,
        group: p.group.filter((g) => g !== "@/components/**"),
        message: "components/ holds shared UI only: it imports no feature, registry or route.",
      })),
      ...dbPatterns,
    ]),
  },
  ...features.flatMap((feature) => [
    { files: [`features/${feature}/**`], rules: restrict(otherFeatures(feature)) },
    { files: [`features/${feature}/ui/**`], rules: restrict([...otherFeatures(feature), ...dbPatterns]) },
  ]),
];
export default config;
// No import cycles anywhere: checked by `npm run lint:cycles` (dpdm, type-only imports ignored), not by
// import/no-cycle, which took 92% of a lint run (about four of its five minutes on the CI machine).
