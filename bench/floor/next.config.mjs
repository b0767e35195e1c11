/**
 * The floor's own (empty) configuration. Without one, `next build bench/floor` and `next start
 * bench/floor` (run from the project's folder) read the project's next.config.ts, whose rewrites
 * send `/` to the compressed copies of the project's pages: the floor's `/` then answered 404 to
 * every client that accepts brotli or gzip, and bench:lighthouse waited for it in vain.
 */
const floorConfig = {};
export default floorConfig;
