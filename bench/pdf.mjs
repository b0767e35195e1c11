/**
 * CPU time of a PDF document (`npm run bench:pdf`): lib/pdf as the receipts, statements and
 * invoices use it, in this process (no server, no database).
 *
 * Three documents, each one different from the one before (number, date, amount, donor, rows), as
 * in production, so that what lib/pdf keeps between documents (shaped words, font subsets) is
 * found only as often as it would be:
 * - a one-page donation receipt (features/donations/server/receipt-pdf.ts renderReceiptPdf), for
 *   twelve donors in turn, with accented Latin names;
 * - the same receipt for donors with Devanagari or Tamil names and a message in both scripts
 *   (the fallback fonts), six donors in turn;
 * - the same again with a Devanagari name and a Tamil message that no document had before
 *   (their words are shaped anew: fontkit's Indic shaper is the slowest part of a document);
 * - a three-page document from lib/pdf's builder: a title, fields and a 65-row table (an
 *   invoice's shape), checked to be exactly three pages.
 *
 * Each is rendered once cold (the first document of the process: fonts read and parsed), then
 * BENCH_WARMUP times (default 100) to warm up, then in BENCH_ROUNDS rounds (default 7) of
 * BENCH_DOCS documents (default 100), each measured with process.cpuUsage() (user + system CPU
 * of this process, divided by the documents) and the wall clock; the figure is the median round. BENCH_ONLY (a part of a document's name) measures only the documents it names: with
 * `node --cpu-prof --import tsx bench/pdf.mjs`, where their time goes. Writes bench/results/pdf.json
 * and .md; exits 1 when a budget is not met (one page at most 5 ms of CPU, three pages at most 15 ms).
 *
 * Started by package.json with `node --import tsx`, which loads the TypeScript modules.
 */
import { PDFDocument } from "pdf-lib";
import { machine, round, writeResults } from "./lib.mjs";

const { createPdf } = await import("../lib/pdf/index.ts");
const { renderReceiptPdf } = await import("../features/donations/server/receipt-pdf.ts");

const WARMUP = Number(process.env.BENCH_WARMUP || 100);
const DOCS = Number(process.env.BENCH_DOCS || 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);

/** Donors of the receipts, in turn: every document differs from the one before, as in production. */
const DONORS = [
  "Zoë Ångström",
  "Jonas Weber",
  "María José Núñez",
  "Łukasz Żółkiewski",
  "Aoife O'Brien",
  "Nguyễn Thị Minh Khai",
  "Þórunn Guðmundsdóttir",
  "Sam Taylor",
  "Dmitri Volkov",
  "Chloé Dubois",
  "Kwame Mensah",
  "Ingrid Bergström",
];
const INDIC_DONORS = ["प्रिया शर्मा", "राहुल वर्मा", "अनन्या कृष्णन", "க்ருஷ்ணன்", "செல்வம் கைலாசம்", "மீனாட்சி சுந்தரம்"];

/** A name no document had before: two words of syllables picked by the digits of n (base 20). */
const DEVANAGARI_SYLLABLES = [
  "प्रि",
  "या",
  "श",
  "र्मा",
  "कृ",
  "ष्ण",
  "रा",
  "हु",
  "ल",
  "अ",
  "न",
  "न्या",
  "वि",
  "जय",
  "सु",
  "नी",
  "ता",
  "दे",
  "व",
  "मो",
];
const TAMIL_SYLLABLES = [
  "க்ரு",
  "ஷ்ண",
  "ன்",
  "செ",
  "ல்வ",
  "ம்",
  "மீ",
  "னா",
  "ட்சி",
  "சு",
  "ந்த",
  "ரம்",
  "கை",
  "லா",
  "சம்",
  "அ",
  "ரு",
  "ண்",
  "வே",
  "லு",
];
function newName(n, syllables) {
  const digits = Array.from({ length: 4 }, (_, i) => Math.floor(n / 20 ** i) % 20);
  return `${syllables[digits[0]]}${syllables[digits[1]]} ${syllables[digits[2]]}${syllables[digits[3]]}${syllables[(digits[0] + 7) % 20]}`;
}

/** The n-th receipt: its number, amount, date, frequency, donor and message change with n. */
const receipt = (n, donors = DONORS) => ({
  receiptNumber: `MMF-${String(1000 + n).padStart(6, "0")}`,
  date: new Date(Date.UTC(2026, n % 12, 1 + (n % 28), 10)),
  amountCents: 500 + ((n * 7919) % 250_000),
  currency: "usd",
  frequency: n % 3 === 0 ? "monthly" : "one-time",
  donorName: donors[n % donors.length],
  donorEmail: `donor${n}@example.org`,
  anonymous: n % 5 === 0,
  message: n % 2 === 0 ? `For the schools in ${["Łódź", "Pune", "Chennai", "Lyon", "Reykjavík"][n % 5]}. With love.` : null,
  isTest: false,
  issuer: { address: "12 River Road; Springfield SP1 2AB", registration: "Registered charity no. 1234567", taxStatement: undefined },
});

/** The n-th three-page invoice: 65 rows of videos, their titles, dates and amounts changing with n. */
function threePages(n) {
  const rows = Array.from({ length: 65 }, (_, i) => [
    `Course ${1 + Math.floor((i + n) / 7)}: lesson ${i + 1 + n}, breathing`,
    `2026-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + ((i + n) % 28)).padStart(2, "0")}`,
    "1",
    `$${40 + (n % 9)}.00`,
  ]);
  const number = `INV-2026-${String(n % 10_000).padStart(4, "0")}`;
  return createPdf({
    organisation: "Mindful Minds Foundation",
    headerLines: ["hello@mindfulminds.example", "mindfulminds.example"],
    footer: "Mindful Minds Foundation · hello@mindfulminds.example",
    metadata: { title: `Invoice ${number}`, creationDate: new Date("2026-11-25T10:00:00Z") },
  })
    .title(`Invoice ${number}`)
    .fields([
      { label: "Invoice number", value: number },
      { label: "Date", value: `${1 + (n % 28)} Nov 2026` },
      { label: "Bill to", value: `${DONORS[n % DONORS.length]}\ninstructor${n}@example.org` },
      { label: "Total", value: `$${(65 * (40 + (n % 9))).toLocaleString("en-US")}.00`, emphasis: true },
    ])
    .heading("Videos")
    .table({
      columns: [
        { header: "Video", width: 4 },
        { header: "Approved", width: 1.6 },
        { header: "Qty", width: 0.6, align: "right" },
        { header: "Amount", width: 1.2, align: "right" },
      ],
      rows,
      totals: ["Total", "", "", `$${(65 * (40 + (n % 9))).toLocaleString("en-US")}.00`],
    })
    .render();
}

const documents = [
  { name: "One-page receipt", budgetMs: 5, render: (n) => renderReceiptPdf(receipt(n)) },
  {
    name: "One-page receipt, Devanagari and Tamil names",
    budgetMs: 5,
    render: (n) => renderReceiptPdf({ ...receipt(n, INDIC_DONORS), message: "க்ருஷ்ணன் அவர்களின் நினைவாக. प्रिया की ओर से।" }),
  },
  {
    name: "One-page receipt, Devanagari and Tamil names never seen before",
    budgetMs: 5,
    render: (n) =>
      renderReceiptPdf({
        ...receipt(n),
        donorName: newName(n, DEVANAGARI_SYLLABLES),
        message: `${newName(n, TAMIL_SYLLABLES)}. With love.`,
      }),
  },
  { name: "Three-page table document", budgetMs: 15, pages: 3, render: threePages },
];

async function measure(doc) {
  const started = process.cpuUsage();
  const bytes = await doc.render(0);
  const cold = process.cpuUsage(started);
  const pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  if (doc.pages && pages !== doc.pages) throw new Error(`${doc.name}: ${pages} pages, expected ${doc.pages}`);
  for (let i = 1; i <= WARMUP; i++) await doc.render(i);
  // Rounds of DOCS documents; the median round is the figure (the machine is shared: a round
  // that ran beside other work costs more CPU time).
  const rounds = [];
  let n = WARMUP;
  for (let round = 0; round < ROUNDS; round++) {
    const wall = performance.now();
    const started = process.cpuUsage();
    for (let i = 0; i < DOCS; i++) await doc.render(++n);
    const cpu = process.cpuUsage(started);
    rounds.push({ cpuMs: (cpu.user + cpu.system) / 1000 / DOCS, wallMs: (performance.now() - wall) / DOCS });
  }
  rounds.sort((a, b) => a.cpuMs - b.cpuMs);
  const { cpuMs, wallMs } = rounds[Math.floor(rounds.length / 2)];
  return {
    name: doc.name,
    pages,
    bytes: bytes.length,
    coldCpuMs: round((cold.user + cold.system) / 1000, 1),
    cpuMs: round(cpuMs, 2),
    cpuMsRounds: rounds.map((r) => round(r.cpuMs, 2)),
    wallMs: round(wallMs, 2),
    budgetMs: doc.budgetMs,
    met: cpuMs <= doc.budgetMs,
  };
}

const only = process.env.BENCH_ONLY;
const results = [];
for (const doc of documents.filter((d) => !only || d.name.toLowerCase().includes(only.toLowerCase()))) results.push(await measure(doc));

const report = { date: new Date().toISOString(), machine: machine(), warmup: WARMUP, documents: DOCS, results };
const m = report.machine;
const markdown = [
  "# PDF documents: CPU time per document (`npm run bench:pdf`)",
  "",
  `${report.date.slice(0, 10)}. Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}. ` +
    `Each document rendered once cold (the process's first: fonts read and parsed), then ${WARMUP} times to warm up, ` +
    `then ${ROUNDS} rounds of ${DOCS} measured: CPU is process.cpuUsage() (user + system) over a round, divided by ${DOCS}; ` +
    "the figure is the median round, the fastest and slowest rounds beside it.",
  "",
  "| Document | Pages | Size | First document (CPU) | CPU per document | Rounds (fastest–slowest) | Wall per document | Budget | Met |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --- |",
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.pages} | ${round(r.bytes / 1024, 1)} KiB | ${r.coldCpuMs} ms | ${r.cpuMs} ms | ${r.cpuMsRounds[0]}–${r.cpuMsRounds.at(-1)} ms | ${r.wallMs} ms | ${r.budgetMs} ms | ${r.met ? "yes" : "**no**"} |`,
  ),
  "",
].join("\n");
writeResults("pdf", report, markdown);
process.exitCode = results.every((r) => r.met) ? 0 : 1;
